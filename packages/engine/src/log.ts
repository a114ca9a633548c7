import type { GameState } from './types.js';
import { defOf } from './ruleset/registry.js';

/** Appends to the game log when logging is on. Callers build strings only behind `state.log` checks. */
export function log(state: GameState, text: string): void {
  state.log?.push(`[T${state.turn} ${state.phase}] ${text}`);
}

/**
 * Whether every player may know what card `id` is right now: faceup in play or on the chain, in a
 * discard pile, removed from the game, or revealed by an effect. The log is read by both players, so it names only these.
 */
export function isPublic(state: GameState, id: number): boolean {
  const c = state.cards[id];
  if (!c) return false;
  if (state.revealed.length > 0 && state.revealed.includes(id)) return true;
  switch (c.loc) {
    case 'deck':
    case 'hand':
      return false;
    case 'discard':
    case 'removed':
      return true;
    default:
      return !c.faceDown;
  }
}

/**
 * "Mountain Brigade#12" — a card's name and instance id for log lines; a card that is not public
 * is named only by where it is ("a facedown card#12", "a card in hand#3"), never by what it is.
 */
export function nameOf(state: GameState, id: number): string {
  const c = state.cards[id];
  if (!c) return `#${id}`;
  if (isPublic(state, id)) return `${defOf(c).name}#${id}`;
  if (c.loc === 'hand') return `a card in P${c.owner + 1}'s hand#${id}`;
  if (c.loc === 'deck') return `a card of P${c.owner + 1}'s deck#${id}`;
  return `a facedown card#${id}`;
}

export function playerName(p: number): string {
  return `P${p + 1}`;
}
