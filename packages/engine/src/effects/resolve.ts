/**
 * Starting the resolution of an ability as data: an `ability` step the flow runs next (its targets
 * and costs as for a triggered effect, then its effect program). Used where the rules make an ability resolve outside a chain —
 * a replacement's effect, an attachment's "when it attaches", a redirect's new target.
 */
import type { AbilityUse, EventData, GameState, PlayerId } from '../types.js';
import { NO_EVENT } from '../characteristics/constants.js';

export function resolveNow(state: GameState, def: string, ability: string, source: number, player: PlayerId, ev: EventData = NO_EVENT, lasting = -1): AbilityUse {
  const use: AbilityUse = { def, ability, source, player, picks: [], x: 0, ev, paid: 0, free: false, pc: -1, ok: true, lasting, sourceZone: null, sourceHost: source >= 0 ? state.cards[source]!.attachedTo : -1 };
  state.stack.push({ t: 'ability', use, stage: 'resolve', choice: 0, immediate: true });
  return use;
}
