/**
 * A deck as a client offers it — a starter deck's name or a decklist in any format packages/decks
 * reads — checked on the server: readable, legal in the game's format, and every card implemented
 * (the ones that are not are named).
 */
import { STARTER_DECKS, starterDeck } from '@invasion/cards';
import { describeUnimplemented, validateDeck } from '@invasion/decks';
import type { PlayerSetup } from '@invasion/engine';

export type Format = 'casual' | 'tournament';

export class DeckRejected extends Error {}

export const STARTER_NAMES = STARTER_DECKS.map((d) => d.name);

export function resolveDeck(input: string, format: Format): PlayerSetup {
  const starter = starterDeck(input.trim());
  const result = starter ? validateDeck({ capital: starter.capital, cards: starter.cards }, { format }) : validateDeck(input, { format });
  if (result.unimplemented.length) {
    const list = result.unimplemented.map((m) => `${m.copies}x ${m.name} (${m.id})`).join(', ');
    throw new DeckRejected(`${describeUnimplemented(result.unimplemented)} not implemented yet: ${list}`);
  }
  // A starter deck is the box's: playable casually whatever the tournament rules say of it.
  const problems = starter && format === 'casual' ? [] : result.problems;
  if (problems.length) throw new DeckRejected(`not legal (${format}): ${problems.slice(0, 5).map((p) => p.message).join('; ')}`);
  if (!result.playable || !result.capital) throw new DeckRejected('this deck cannot be played (no capital or no cards)');
  return { capital: result.capital, deck: result.cards };
}
