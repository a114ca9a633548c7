/** validateDeck: read a list if needed, then check it against a format. */
import { CAPITAL_BOARDS, isImplemented, cardById } from '@invasion/cards';
import { readFileSync } from 'node:fs';
import { checkDeck, type ValidateOptions, type ValidationResult } from './legality.js';
import { matchCapital } from './names.js';
import { DeckFileError, parseDeck } from './parse.js';
import type { Deck, DeckProblem, ParsedDeck } from './types.js';

/**
 * Validate a deck: a decklist (text or .o8d XML), or a deck of catalogue ids with a capital
 * (board id or race name). Problems from reading the list make the deck illegal too.
 */
export function validateDeck(deck: Deck | ParsedDeck | string, options: ValidateOptions = {}): ValidationResult {
  const format = options.format ?? 'tournament';
  let source: Deck | ParsedDeck;
  if (typeof deck === 'string') {
    try {
      source = parseDeck(deck);
    } catch (err) {
      if (!(err instanceof DeckFileError)) throw err;
      source = { capital: null, cards: [], problems: [{ code: err.code, message: err.message }], warnings: [], resolved: [] };
    }
  } else {
    source = deck;
  }
  const parsed = source as Partial<ParsedDeck>;
  const board = source.capital ? (CAPITAL_BOARDS.find((b) => b.id === source.capital) ?? matchCapital(source.capital)) : undefined;
  const { problems, warnings } = checkDeck(source, format);
  // A list that could not be read already says why it has no cards or capital.
  const readProblems = parsed.problems ?? [];
  const unreadable = readProblems.some((p) => p.code === 'bad-xml' || p.code === 'unreadable-file');
  const all = [...readProblems, ...(unreadable ? [] : problems)];
  return {
    legal: all.length === 0,
    format,
    capital: board?.id ?? null,
    cards: [...source.cards],
    problems: all,
    warnings: [...(parsed.warnings ?? []), ...warnings],
    resolved: [...(parsed.resolved ?? [])],
  };
}

export interface LoadedDeck {
  /** Capital board id, or null. */
  capital: string | null;
  /** Catalogue ids, one per copy. */
  cards: string[];
  problems: DeckProblem[];
  warnings: DeckProblem[];
}

/** Codes meaning the file itself could not be read (the CLI exits with 2 for them). */
export const UNREADABLE_CODES: ReadonlySet<string> = new Set(['unreadable-file', 'bad-xml', 'empty-deck']);

/**
 * Read a deck file (text list or .o8d). Never throws: a missing file, bad XML or an empty list is
 * reported as a problem with code 'unreadable-file', 'bad-xml' or 'empty-deck'.
 */
export function loadDeckFile(path: string): LoadedDeck {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why = e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'it is a directory' : e.message;
    return { capital: null, cards: [], problems: [{ code: 'unreadable-file', message: `Cannot read ${path}: ${why}.` }], warnings: [] };
  }
  if (!text.trim()) {
    return { capital: null, cards: [], problems: [{ code: 'empty-deck', message: `${path} is empty.` }], warnings: [] };
  }
  try {
    const d = parseDeck(text);
    return { capital: d.capital, cards: d.cards, problems: d.problems, warnings: d.warnings };
  } catch (err) {
    if (err instanceof DeckFileError) return { capital: null, cards: [], problems: [{ code: err.code, message: `${path}: ${err.message}` }], warnings: [] };
    throw err;
  }
}

export interface UnimplementedCard {
  id: string;
  name: string;
  copies: number;
}

/** The distinct cards of a deck that the engine cannot play yet (with their number of copies). */
export function unimplementedCards(cards: readonly string[]): UnimplementedCard[] {
  const counts = new Map<string, number>();
  for (const id of cards) if (!isImplemented(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, copies]) => ({ id, name: cardById(id)?.name ?? '(unknown card)', copies })).sort((a, b) => a.id.localeCompare(b.id));
}
