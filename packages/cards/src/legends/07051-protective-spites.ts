import { log, nameOf, queries, registerDamageInterceptor, type GameState } from '@invasion/engine';
import { all, isUnit, yours, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const PROTECTIVE_SPITES = '07051';

/** A Protective Spites attached to the unit, faceup and working, with a token left; or -1. */
function workingSpitesOn(state: GameState, unit: number): number {
  const u = state.cards[unit]!;
  if (!queries.isZone(u.loc)) return -1;
  for (const id of state.players[u.controller].zones[u.loc].cards) {
    const c = state.cards[id]!;
    if (c.def === PROTECTIVE_SPITES && c.attachedTo === unit && c.tokens > 0 && !c.faceDown && !c.dev && !queries.isBlanked(state, id)) return id;
  }
  return -1;
}

/**
 * Damage about to be dealt to the attached unit is replaced by the removal of one token: one token
 * stops the whole instance of damage (FAQ errata). A replacement, not a cancellation, so it applies
 * to damage that cannot be cancelled too. Always used while a token is left.
 */
registerDamageInterceptor((state, target, _player, _zone, amount) => {
  if (target < 0) return 0;
  const spites = workingSpitesOn(state, target);
  if (spites < 0) return 0;
  state.cards[spites]!.tokens--;
  if (state.log) log(state, `${nameOf(state, spites)} loses a resource token instead of ${nameOf(state, target)} being dealt ${amount} damage`);
  return amount;
});

function enterWithTokens(ctx: Ctx): void {
  ctx.state.cards[ctx.self]!.tokens = 3;
}

export default defineCard(import.meta.url, '07051', {
  text: 'Wood Elf. Attachment. Order only. Goes onto one target unit of yours and comes into play carrying 3 resource tokens. Each time damage is about to be dealt to the host, one token is taken off this card in its place and none of that damage is dealt.',
  attach: { host: all(isUnit, yours), onAttach: enterWithTokens },
});
