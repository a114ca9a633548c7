/**
 * A deck as a client offers it — a starter deck's name or a decklist in any format packages/decks
 * reads — checked on the server: readable, legal in the game's format, and every card implemented
 * (the ones that are not are named).
 */
import { CAPITAL_BOARDS, CATALOGUE, isImplemented, STARTER_DECKS, starterDeck } from '@invasion/cards';
import { deckStats, describeUnimplemented, exportText, validateDeck } from '@invasion/decks';
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

/**
 * A deck being built, checked (message `deck:check`): a decklist in any format (an import) or a
 * capital and catalogue ids; its reading, legality in the format, what the engine cannot play yet,
 * statistics and the list as text (the export, and what a client sends to play it).
 */
export function checkDeckForClient(deck: string | { capital: string | null; cards: string[] }, format: Format) {
  const r = validateDeck(deck, { format });
  const known = { capital: r.capital, cards: r.cards };
  return {
    legal: r.legal,
    playable: r.playable,
    capital: r.capital,
    capitalReason: r.capitalReason ?? null,
    cards: r.cards,
    problems: r.problems.slice(0, 50).map((p) => ({ code: p.code, message: p.message, ...(p.card ? { card: p.card } : {}) })),
    warnings: r.warnings.slice(0, 50).map((p) => ({ code: p.code, message: p.message, ...(p.card ? { card: p.card } : {}) })),
    unimplemented: r.unimplemented,
    stats: deckStats(known),
    text: r.cards.length ? exportText(known) : '',
  };
}

/** The catalogue's facts (never card text) with what the engine plays, and the capital boards: the deck builder's data. */
let catalogueJson: string | null = null;
export function catalogueForClient(): string {
  catalogueJson ??= JSON.stringify({
    cards: CATALOGUE.map((c) => ({ ...c, implemented: isImplemented(c.id) })),
    capitals: CAPITAL_BOARDS.map((b) => ({ id: b.id, name: b.name, race: b.race })),
  });
  return catalogueJson;
}
