/** What the fuzz reports: one problem found by one check, with a key that groups problems alike. */
import { cardDef, hasCardDef, type GameState } from '@invasion/engine';

export type ProblemKind = 'crash' | 'invariant' | 'leak';

export interface Problem {
  kind: ProblemKind;
  /** The check that found it: 'exception', 'conservation', 'serialization', 'view', 'options', 'log', ... */
  check: string;
  /**
   * The problem without its particulars (instance ids, numbers, the names of random cards): problems
   * with the same key are most likely the same bug. Reports group by it.
   */
  key: string;
  /** The problem with its particulars (card names and ids, places, values). */
  message: string;
}

export function problem(kind: ProblemKind, check: string, key: string, message: string): Problem {
  return { kind, check, key: `${check}: ${normalize(key)}`, message };
}

/** "Dwarf Ranger#12" — a card's name and instance id (like the engine's log), safe on corrupt states. */
export function label(state: GameState, id: number): string {
  const c = state.cards[id];
  if (!c) return `#${id} (no such card)`;
  return `${hasCardDef(c.def) ? cardDef(c.def).name : `?${c.def}`}#${id}`;
}

/** A message's key: instance ids, numbers and players replaced, so that the same failure elsewhere groups together. */
export function normalize(text: string): string {
  return text
    .replace(/#\d+/g, '#N')
    .replace(/\bP[12]\b/g, 'P<n>')
    .replace(/\b\d+(\.\d+)?\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}
