/**
 * Who may know what a card is (rules: hidden information). A player knows his own hand and his own
 * facedown cards; nobody knows a deck's order or contents; discard piles, removed cards and faceup
 * cards are public. Two exceptions: cards an effect reveals (shown to both until it has resolved),
 * and decks' top cards while an effect reveals them to everyone (Lord of Change) — cards drawn
 * together leave the deck together, so no card between two tops is ever shown (FAQ Q&A).
 */
import { anyConstant } from '../characteristics/constants.js';
import { CF } from '../ruleset/compiled.js';
import { seenBits } from '../log.js';
import type { CardState, GameState } from '../types.js';
import type { Viewer } from './clientTypes.js';

/** Whether every deck's top card is revealed to all players (Lord of Change). */
export function deckTopsRevealed(state: GameState): boolean {
  return anyConstant(state, CF.revealDeckTops);
}

/** The card is the top card of its owner's deck and decks' top cards are revealed. */
export function isRevealedDeckTop(state: GameState, c: CardState): boolean {
  const deck = state.players[c.owner].deck;
  return c.loc === 'deck' && deck.length > 0 && deck[deck.length - 1] === c.id && deckTopsRevealed(state);
}

/**
 * Whether `viewer` may know what card `c` is now. With `memory` false, only what he sees at this
 * moment: not what he saw of a card before it went to a hidden place (a bot that forgets).
 */
export function canSee(c: CardState, viewer: Viewer, state: GameState, memory = true): boolean {
  const bits = seenBits(state, c.id, memory);
  if (viewer === 'spectator' ? bits === 3 : (bits & (1 << viewer)) !== 0) return true;
  return c.loc === 'deck' && isRevealedDeckTop(state, c);
}
