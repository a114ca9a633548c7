/**
 * The card ids a viewer sees. A card he may see is shown by its instance id. A card hidden from him
 * (the opponent's facedown cards, experience, a card being played as a development) is shown under
 * an alias: a keyed hash (the game's secret key, rng.ts) of the instance id and the card's `epoch` (how
 * many times it has left a hand or a deck). So an alias says nothing about what the card is, and a
 * card he once saw cannot be followed into a hand and out again facedown; while the card stays
 * where it is, its alias stays the same (he can target it, see it move).
 */
import { keyedHash52, type SecretKey } from '../rng.js';
import type { CardState, GameState, PlayerId } from '../types.js';
import { canSee } from './visibility.js';
import type { Viewer } from './clientTypes.js';

/** Aliases are at least this large; instance ids are far smaller. */
export const ALIAS_BASE = 1_000_000;

/** The alias of a card with this id and epoch in this game (2^52 values: no collisions in practice). */
export function aliasFor(secret: SecretKey, id: number, epoch: number): number {
  return ALIAS_BASE + keyedHash52(secret, id, epoch);
}

export function aliasOf(state: GameState, c: CardState): number {
  return aliasFor(state.secret, c.id, c.epoch);
}

/** The id `viewer` knows this card by. */
export function viewIdOf(state: GameState, id: number, viewer: Viewer): number {
  if (id < 0) return id;
  const c = state.cards[id]!;
  return canSee(c, viewer, state) ? id : aliasOf(state, c);
}

/**
 * The instance id behind an id `viewer` sent, or -1 when it names no card he can refer to: an
 * instance id of a card hidden from him is not accepted (he could only have guessed it).
 */
export function instanceIdOf(state: GameState, viewId: number, viewer: PlayerId): number {
  if (!Number.isSafeInteger(viewId) || viewId < 0) return -1;
  if (viewId < ALIAS_BASE) {
    const c = state.cards[viewId];
    return c && canSee(c, viewer, state) ? viewId : -1;
  }
  for (const c of state.cards) if (!canSee(c, viewer, state) && aliasOf(state, c) === viewId) return c.id;
  return -1;
}
