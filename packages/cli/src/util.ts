/** Small helpers shared by the commands: argument errors, number parsing, starter decks, seeds. */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { deckFileForPlay, type DeckRejection } from '@invasion/decks';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { STARTER_DECKS, starterDeck, type StarterDeck } from '@invasion/cards';

/** A bad command line: reported on stderr with exit code 2. */
export class UsageError extends Error {}

/**
 * A deck file that cannot be played: unreadable (exit 3), lines or capital unread (exit 4), or
 * cards the engine lacks (exit 5). Reported on stderr; commands with --json print `json` too.
 */
export class DeckFileRejected extends UsageError {
  constructor(
    message: string,
    readonly exitCode: number,
    readonly json: { error: DeckRejection['error']; option: string; file: string; message: string; problems: DeckRejection['problems']; unimplemented: DeckRejection['unimplemented'] },
  ) {
    super(message);
  }
}

/** node:util parseArgs with strict checking; its errors become UsageErrors naming the command. */
export function parseOptions<T extends NonNullable<ParseArgsConfig['options']>>(command: string, argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: false, strict: true }).values;
  } catch (e) {
    throw new UsageError(`${command}: ${(e as Error).message.replace(/\. To specify a positional argument.*$/s, '')}`);
  }
}

/** Like parseOptions, for commands that take file arguments. */
export function parseWithFiles<T extends NonNullable<ParseArgsConfig['options']>>(command: string, argv: string[], options: T) {
  try {
    const r = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { values: r.values, positionals: r.positionals };
  } catch (e) {
    throw new UsageError(`${command}: ${(e as Error).message}`);
  }
}

/** Parses an integer option value; `min` is inclusive. */
export function intOption(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be an integer, got '${value}'`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${name} must be an integer >= ${min}, got '${value}'`);
  return n;
}

export const DECK_NAMES: readonly string[] = STARTER_DECKS.map((d) => d.name);

/**
 * A starter deck by name, or a deck file (text list or OCTGN .o8d). Unreadable files, decks without a
 * capital and cards the engine cannot play yet are reported here, before any game starts.
 */
export function deckByName(name: string, option = 'deck'): StarterDeck {
  const d = starterDeck(name.trim());
  if (d) return d;
  if (!existsSync(name)) throw new UsageError(`unknown ${option} '${name}': not a starter deck (${DECK_NAMES.join(', ')}) nor a deck file`);
  const checked = deckFileForPlay(name);
  if (!checked.ok) {
    const r = checked.rejection;
    throw new DeckFileRejected(`${option} ${name}: ${r.message}`, r.exitCode, { error: r.error, option, file: r.file, message: r.message, problems: r.problems, unimplemented: r.unimplemented });
  }
  return { name: basename(name), capital: checked.deck.capital, cards: checked.deck.cards };
}

/** A 32-bit seed derived from a game seed and a salt (for the bots' own generators). */
export function deriveSeed(seed: number, salt: number): number {
  let h = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h | 0;
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000_000);
}

/** Right-pads (or truncates with an ellipsis) to a display width. */
export function pad(text: string, width: number): string {
  if (text.length > width) return text.slice(0, Math.max(0, width - 1)) + '…';
  return text + ' '.repeat(width - text.length);
}

export function padLeft(text: string, width: number): string {
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

/**
 * Runs a command and sets the exit code: its return value; a rejected deck file's own code (3, 4 or
 * 5); 2 for a UsageError (message on stderr);
 * 1 for anything else (with the stack, since that is a bug). A closed stdout pipe ends quietly.
 */
export async function runCommand(fn: () => number | Promise<number>): Promise<void> {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  try {
    process.exitCode = await fn();
  } catch (e) {
    if (e instanceof DeckFileRejected) {
      process.stderr.write(`invasion: ${e.message}\n`);
      process.exitCode = e.exitCode;
    } else if (e instanceof UsageError) {
      process.stderr.write(`invasion: ${e.message}\n(run 'invasion help' for usage)\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`invasion: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    }
  }
}
