/**
 * Emitting a game event's *after* phase: the event is recorded in the turn's history (the state
 * watcher effects ask: "a unit that entered your discard pile this turn") and dispatched to every
 * triggered ability it meets (effects/dispatch.ts). The *would* phase (cancel, replace, modify) runs
 * before the thing happens, where it happens (effects/damage.ts, effects/movement.ts).
 */
import { EV, HISTORY_AS_DEVELOPMENT, PLAYED_DEVELOPMENT, type EventKind } from '../eventKinds.js';
import type { EventData, GameState, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { dispatchEvent, type LastKnown } from './dispatch.js';
import { RB } from '../primitives/lasting.js';

export { EV, PLAYED_DEVELOPMENT, PLAYED_FROM_HAND, type EventKind } from '../eventKinds.js';
export type { LastKnown } from './dispatch.js';

/** Events not worth remembering in the turn's history. */
const UNRECORDED = new Set<number>([EV.beginPhase, EV.endPhase, EV.beginTurn, EV.endTurn]);

export function emit(
  state: GameState,
  kind: EventKind,
  card = -1,
  player: PlayerId = state.active,
  amount = 0,
  zone: ZoneName | null = null,
  combat = false,
  lki: LastKnown | null = null,
): void {
  if (!UNRECORDED.has(kind)) {
    const zi = zone ? ZONES.indexOf(zone) : -1;
    const asDevelopment = kind === EV.played && (amount & PLAYED_DEVELOPMENT) !== 0;
    state.history.push(kind, card, player, asDevelopment ? zi + HISTORY_AS_DEVELOPMENT : zi);
    if (kind === EV.played && !asDevelopment && card >= 0) state.playedDefs.push(state.cards[card]!.def);
  }
  dispatchEvent(state, { kind, card, player, amount, zone, combat }, lki);
}

/** Whether the turn's history has an event of `kind` about `card` (optionally: for `player`). */
export function happenedThisTurn(state: GameState, kind: EventKind, card: number, player?: PlayerId): boolean {
  const h = state.history;
  for (let i = 0; i < h.length; i += 4) if (h[i] === kind && h[i + 1] === card && (player === undefined || h[i + 2] === player)) return true;
  return false;
}

/** Cards with an event of `kind` in the turn's history (each once, in order). */
export function cardsThisTurn(state: GameState, kind: EventKind): number[] {
  const out: number[] = [];
  const h = state.history;
  for (let i = 0; i < h.length; i += 4) if (h[i] === kind && h[i + 1]! >= 0 && !out.includes(h[i + 1]!)) out.push(h[i + 1]!);
  return out;
}

/**
 * Whether a unit has already been declared as a defender in the combat in progress: a
 * declaredDefender event about it since the attackers were declared (an effect may declare one
 * before the Declare Defenders step — it is declared once, not again in that step).
 */
export function declaredDefenderThisCombat(state: GameState, id: number): boolean {
  const h = state.history;
  for (let i = h.length - 4; i >= 0; i -= 4) {
    if (h[i] === EV.declaredAttacker) return false;
    if (h[i] === EV.declaredDefender && h[i + 1] === id) return true;
  }
  return false;
}

/** Whether a card has already been opposed in the combat in progress (an opposed event about it since the attackers were declared). */
export function opposedThisCombat(state: GameState, id: number): boolean {
  const h = state.history;
  for (let i = h.length - 4; i >= 0; i -= 4) {
    if (h[i] === EV.declaredAttacker) return false;
    if (h[i] === EV.opposed && h[i + 1] === id) return true;
  }
  return false;
}

/**
 * Whether a card entered play since it was last declared as an attacker or a defender: it left play
 * and came back, a new card (FAQ: Out of Play) that takes no part in that combat.
 */
export function reenteredSinceDeclared(state: GameState, id: number): boolean {
  const h = state.history;
  for (let i = h.length - 4; i >= 0; i -= 4) {
    if (h[i + 1] !== id) continue;
    if (h[i] === EV.declaredAttacker || h[i] === EV.declaredDefender) return false;
    if (h[i] === EV.enteredPlay) return true;
  }
  return false;
}

/**
 * Whether a unit takes part in the combat in progress (rules summary: participating units — it
 * attacked or defended, even if it has left the combat since; Scout), and is not a new card since.
 */
export function participatesInCombat(state: GameState, id: number): boolean {
  const cb = state.combat;
  return cb !== null && cb.participated.includes(id) && !reenteredSinceDeclared(state, id);
}

/**
 * Whether a unit took part in a combat of this phase: the last one (it may be over), or an earlier
 * one of the phase (two attacks in one battlefield phase: a `foughtEarlier` marker, which leaves with
 * the card when it leaves play).
 */
export function participatedInCombat(state: GameState, id: number): boolean {
  if (participatesInCombat(state, id)) return true;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.k === RB.foughtEarlier && fx[i]!.card === id) return true;
  return false;
}

export type { EventData };
