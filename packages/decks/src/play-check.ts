/**
 * A deck file for a game (play, simulate): read it, and refuse it, with a reason a program can
 * read too, when the engine cannot play it. Legality is not required (casual games may use any
 * deck), but every card must be read and implemented and the capital must be known.
 */
import { basename } from 'node:path';
import { describeUnimplemented, unimplementedCards, type UnimplementedCard } from './playability.js';
import type { DeckProblem, ParseOptions } from './types.js';
import { ENTRY_PROBLEM_CODES, EXIT_CODES, UNREADABLE_CODES, readDeckFile } from './validate.js';

export interface PlayableDeck {
  name: string;
  capital: string;
  cards: string[];
  warnings: DeckProblem[];
}

export interface DeckRejection {
  /** 'unreadable-file': EXIT_CODES.unreadableFile; 'unreadable-entries': .unreadableEntries; 'unplayable': .unplayable. */
  error: 'unreadable-file' | 'unreadable-entries' | 'unplayable';
  exitCode: number;
  file: string;
  message: string;
  problems: DeckProblem[];
  unimplemented: UnimplementedCard[];
}

export type PlayCheck = { ok: true; deck: PlayableDeck } | { ok: false; rejection: DeckRejection };

export function deckFileForPlay(path: string, options: ParseOptions = {}): PlayCheck {
  const deck = readDeckFile(path, options);
  const reject = (error: DeckRejection['error'], exitCode: number, message: string, problems: DeckProblem[], unimplemented: UnimplementedCard[] = []): PlayCheck => ({
    ok: false,
    rejection: { error, exitCode, file: path, message, problems, unimplemented },
  });
  const unreadable = deck.problems.filter((p) => UNREADABLE_CODES.has(p.code));
  if (unreadable.length) return reject('unreadable-file', EXIT_CODES.unreadableFile, unreadable.map((p) => p.message).join('; '), unreadable);
  const unread = deck.problems.filter((p) => ENTRY_PROBLEM_CODES.has(p.code));
  if (unread.length) {
    return reject('unreadable-entries', EXIT_CODES.unreadableEntries, `${unread.length} problem(s) reading the list: ${unread.map((p) => p.message).join('; ')}`, unread);
  }
  if (!deck.capital) {
    const p: DeckProblem = { code: 'no-capital', message: 'no capital board (add a line such as "Capital: Dwarf")' };
    return reject('unreadable-entries', EXIT_CODES.unreadableEntries, p.message, [p]);
  }
  const missing = unimplementedCards(deck.cards);
  if (missing.length) {
    return reject(
      'unplayable',
      EXIT_CODES.unplayable,
      `${describeUnimplemented(missing)} not implemented yet, so the game cannot start: ${missing.map((m) => `${m.copies}x ${m.name} (${m.id})`).join(', ')}`,
      [],
      missing,
    );
  }
  return { ok: true, deck: { name: basename(path), capital: deck.capital, cards: deck.cards, warnings: deck.warnings } };
}
