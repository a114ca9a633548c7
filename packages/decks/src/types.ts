/** Shared shapes of the decks package: decks, problems and warnings. */
import type { FileProblemCode } from './errors.js';

export type DeckFormat = 'tournament' | 'casual';

/** Stable codes of problems (deck is illegal or the list could not be read) and warnings. */
export type ProblemCode =
  // the file could not be read at all
  | FileProblemCode
  // a line or entry could not be read, or the capital could not be settled
  | 'unknown-card'
  | 'ambiguous-card'
  | 'bad-count'
  | 'line-too-long'
  | 'too-many-problems'
  | 'unknown-capital'
  | 'capital-conflict'
  | 'ambiguous-capital'
  // legality
  | 'no-capital'
  | 'mixed-affiliation'
  | 'wrong-affiliation'
  | 'race-only'
  | 'not-race'
  | 'legend-capital'
  | 'draft-card'
  | 'too-few-cards'
  | 'too-many-cards'
  | 'too-many-copies'
  | 'restricted'
  | 'banned'
  // warnings only
  | 'fuzzy-match'
  | 'alias'
  | 'capital-inferred'
  | 'capital-option'
  | 'ignored-line'
  | 'ignored-words'
  | 'count-mismatch'
  | 'set-aside'
  | 'encoding';

export interface DeckProblem {
  code: ProblemCode;
  message: string;
  /** The card concerned, by catalogue id, when there is one. */
  card?: string;
  /** 1-based line of the source list, when the problem comes from reading one. */
  line?: number;
}

export interface Resolution {
  /** The name as written. */
  from: string;
  /** The catalogue title it was read as. */
  to: string;
  /** A reviewed alias or a close match (typo). */
  via: 'alias' | 'fuzzy';
  line?: number;
}

/** A deck: a capital board id and catalogue ids, one entry per copy. */
export interface Deck {
  capital: string | null;
  cards: string[];
}

/**
 * Where a deck's capital came from: a line of the list (or .o8d section/notes), the caller
 * (a --capital option), or inferred from the cards; null when there is none.
 */
export type CapitalSource = 'list' | 'option' | 'inferred' | null;

/** A deck read from a list or a file, with everything noticed while reading it. */
export interface ParsedDeck extends Deck {
  problems: DeckProblem[];
  warnings: DeckProblem[];
  resolved: Resolution[];
  capitalSource: CapitalSource;
  /** Why the capital is what it is, when it was inferred (or could not be). */
  capitalReason?: string;
  /** Deck name when the source gives one. */
  name?: string;
}

export interface ParseOptions {
  /** A capital chosen by the caller (board id or race name); it wins over the list's own. */
  capital?: string;
}
