/** Shared shapes of the decks package: decks, problems and warnings. */

export type DeckFormat = 'tournament' | 'casual';

/** Stable codes of problems (deck is illegal or the list could not be read) and warnings. */
export type ProblemCode =
  // reading
  | 'unreadable-file'
  | 'bad-xml'
  | 'empty-deck'
  | 'unknown-card'
  | 'ambiguous-card'
  | 'unknown-capital'
  | 'capital-conflict'
  | 'bad-count'
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
  | 'capital-inferred'
  | 'ignored-line';

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
}

/** A deck: a capital board id and catalogue ids, one entry per copy. */
export interface Deck {
  capital: string | null;
  cards: string[];
}

/** A deck read from a list or a file, with everything noticed while reading it. */
export interface ParsedDeck extends Deck {
  problems: DeckProblem[];
  warnings: DeckProblem[];
  resolved: Resolution[];
  /** Deck name when the source gives one. */
  name?: string;
}
