/**
 * Reading a deck file and judging it: legality in a format, and playability here (whether this
 * engine implements every card). Also the exit codes the deck-taking commands share.
 */
import { readFileSync, statSync } from 'node:fs';
import { CAPITAL_BOARDS } from '@invasion/cards';
import { decodeDeckBytes, MAX_DECK_FILE_BYTES } from './decode.js';
import { DeckFileError } from './errors.js';
import { checkDeck, type ValidateOptions as FormatOptions, type ValidationResult as LegalityResult } from './legality.js';
import { matchCapital } from './names.js';
import { parseDeck } from './parse.js';
import { unimplementedCards, type UnimplementedCard } from './playability.js';
import type { CapitalSource, Deck, DeckProblem, ParseOptions, ParsedDeck } from './types.js';

/**
 * Exit codes of the deck commands (and of play/simulate for a deck file): distinct for a deck
 * that is read but illegal, a file that cannot be read, and a list with lines that cannot be.
 */
export const EXIT_CODES = {
  /** Legal (validate), or done. */
  ok: 0,
  /** Read completely, but not legal in the format. */
  illegal: 1,
  /** Bad command line. */
  usage: 2,
  /** The file cannot be read as a decklist: missing, a directory, binary, undecodable, too large, bad XML, empty. */
  unreadableFile: 3,
  /** The file was read, but some lines or entries could not be (each named with its line), or the capital is unknown or not decided. */
  unreadableEntries: 4,
  /** play/simulate: the deck is read, but this engine cannot play it (cards not implemented yet). */
  unplayable: 5,
} as const;

/** Codes meaning the file itself could not be read. */
export const UNREADABLE_CODES: ReadonlySet<string> = new Set(['unreadable-file', 'binary-file', 'too-large', 'bad-xml', 'empty-deck']);
/** Codes meaning part of the list could not be read (or its capital could not be settled). */
export const ENTRY_PROBLEM_CODES: ReadonlySet<string> = new Set([
  'unknown-card',
  'ambiguous-card',
  'bad-count',
  'line-too-long',
  'too-many-problems',
  'unknown-capital',
  'capital-conflict',
  'ambiguous-capital',
]);

export type ValidateOptions = FormatOptions & ParseOptions;

export interface ValidationResult extends LegalityResult {
  capitalSource: CapitalSource;
  capitalReason?: string;
  /** The engine can start a game with this deck: read completely, a capital, every card implemented. */
  playable: boolean;
  /** Cards the engine does not implement yet, by title with copies. */
  unimplemented: UnimplementedCard[];
}

const emptyDeck = (problem: DeckProblem): ParsedDeck => ({ capital: null, cards: [], problems: [problem], warnings: [], resolved: [], capitalSource: null });

/** Read decklist text (text or .o8d); never throws for a bad list. */
function parseSafely(text: string, options: ParseOptions): ParsedDeck {
  try {
    return parseDeck(text, options);
  } catch (err) {
    if (!(err instanceof DeckFileError)) throw err;
    return emptyDeck({ code: err.code, message: err.message });
  }
}

/**
 * Validate a deck: a decklist (text or .o8d XML), or a deck of catalogue ids with a capital
 * (board id or race name). Problems from reading the list make the deck illegal too.
 */
export function validateDeck(deck: Deck | ParsedDeck | string, options: ValidateOptions = {}): ValidationResult {
  const format = options.format ?? 'tournament';
  const source: Deck & Partial<ParsedDeck> = typeof deck === 'string' ? parseSafely(deck, options) : deck;
  const board = source.capital ? (CAPITAL_BOARDS.find((b) => b.id === source.capital) ?? matchCapital(source.capital)) : undefined;
  const readProblems = source.problems ?? [];
  const unreadable = readProblems.some((p) => UNREADABLE_CODES.has(p.code));
  const capitalExplained = readProblems.some((p) => p.code === 'ambiguous-capital' || p.code === 'unknown-capital' || p.code === 'capital-conflict');
  const { problems, warnings } = checkDeck(source, format);
  // A list that could not be read already says why it has no cards or no capital.
  const legality = unreadable ? [] : problems.filter((p) => !(capitalExplained && p.code === 'no-capital'));
  const all = [...readProblems, ...legality];
  const unimplemented = unimplementedCards(source.cards);
  const complete = !readProblems.some((p) => UNREADABLE_CODES.has(p.code) || ENTRY_PROBLEM_CODES.has(p.code));
  return {
    legal: all.length === 0,
    format,
    capital: board?.id ?? null,
    capitalSource: source.capitalSource ?? (board ? 'list' : null),
    ...(source.capitalReason ? { capitalReason: source.capitalReason } : {}),
    cards: [...source.cards],
    problems: all,
    warnings: [...(source.warnings ?? []), ...warnings],
    resolved: [...(source.resolved ?? [])],
    playable: complete && !!board && source.cards.length > 0 && unimplemented.length === 0,
    unimplemented,
  };
}

/** The exit code for a validation: unreadable file, unreadable entries, illegal, legal. */
export function validationExitCode(result: { problems: DeckProblem[]; legal: boolean }): number {
  if (result.problems.some((p) => UNREADABLE_CODES.has(p.code))) return EXIT_CODES.unreadableFile;
  if (result.problems.some((p) => ENTRY_PROBLEM_CODES.has(p.code))) return EXIT_CODES.unreadableEntries;
  return result.legal ? EXIT_CODES.ok : EXIT_CODES.illegal;
}

/**
 * Read a deck file (text list in any common encoding, or .o8d). Never throws: a missing file, a
 * binary file, bad XML or an empty list is reported as a problem (codes in UNREADABLE_CODES).
 */
export function readDeckFile(path: string, options: ParseOptions = {}): ParsedDeck {
  let bytes: Buffer;
  try {
    const size = statSync(path).size;
    if (size > MAX_DECK_FILE_BYTES) {
      return emptyDeck({ code: 'too-large', message: `${path} is ${size.toLocaleString('en')} bytes: too large to be a decklist (at most ${MAX_DECK_FILE_BYTES.toLocaleString('en')}).` });
    }
    bytes = readFileSync(path);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why = e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'it is a directory' : e.code === 'EACCES' ? 'permission denied' : e.message;
    return emptyDeck({ code: 'unreadable-file', message: `Cannot read ${path}: ${why}.` });
  }
  let text: string;
  let note: string | undefined;
  try {
    ({ text, note } = decodeDeckBytes(bytes, path));
  } catch (err) {
    if (err instanceof DeckFileError) return emptyDeck({ code: err.code, message: err.message });
    throw err;
  }
  if (!text.trim()) return emptyDeck({ code: 'empty-deck', message: `${path} is empty.` });
  const deck = parseSafely(text, options);
  for (const p of deck.problems) if (UNREADABLE_CODES.has(p.code) && !p.message.includes(path)) p.message = `${path}: ${p.message}`;
  if (note) deck.warnings.unshift({ code: 'encoding', message: `${path}: ${note}.` });
  return deck;
}

export interface LoadedDeck {
  /** Capital board id, or null. */
  capital: string | null;
  /** Catalogue ids, one per copy. */
  cards: string[];
  problems: DeckProblem[];
  warnings: DeckProblem[];
}

/** readDeckFile, kept for callers that only need the cards and the problems. */
export function loadDeckFile(path: string, options: ParseOptions = {}): LoadedDeck {
  return readDeckFile(path, options);
}

export { unimplementedCards, type UnimplementedCard };
