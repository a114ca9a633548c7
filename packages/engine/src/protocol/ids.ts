/**
 * The card ids a viewer sees. A card he may see is shown by its instance id. A card hidden from him
 * (the opponent's facedown cards, experience, a card being played as a development) is shown under
 * an alias: a number keyed with the game's secret seed, the instance id and the card's `epoch` (how
 * many times it has left a hand or a deck). So an alias says nothing about what the card is, and a
 * card he once saw cannot be followed into a hand and out again facedown; while the card stays
 * where it is, its alias stays the same (he can target it, see it move).
 */
import type { CardState, GameState, PlayerId } from '../types.js';
import { canSee } from './visibility.js';
import type { Viewer } from './clientTypes.js';

/** Aliases are at least this large; instance ids are far smaller. */
export const ALIAS_BASE = 1_000_000;

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The alias of a card with this id and epoch in this game (about 2^52 values: no collisions in practice). */
export function aliasFor(seed: number, id: number, epoch: number): number {
  const a = mix(mix(seed ^ 0x5bd1e995) ^ mix(id + 0x9e3779b9) ^ Math.imul(epoch + 1, 0x27d4eb2d));
  const b = mix(a ^ mix(seed + 0x7f4a7c15) ^ (id << 7) ^ epoch);
  return ALIAS_BASE + (a % 0x100000) * 0x100000000 + b;
}

export function aliasOf(state: GameState, c: CardState): number {
  return aliasFor(state.seed, c.id, c.epoch);
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
