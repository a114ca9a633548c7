/** What the package's commands share: their input/output, argument splitting, problem lines. */
import type { DeckProblem } from './types.js';

export interface CliIO {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Lines typed by the user (draft); defaults to process.stdin. */
  input?: NodeJS.ReadableStream;
  /** Reads one line after showing `prompt` (null at the end of input); replaces `input` when given. */
  ask?: (prompt: string) => Promise<string | null>;
  /** Plays the drafted decks (you: the Order deck) against the bot `vs` once the draft is done; the terminal game provides it. */
  play?: (decks: DraftedDeck[], seed: number, vs: string) => Promise<number>;
  /** The bot levels `--vs` may name (the ones `play` offers); default: random only. */
  opponents?: readonly string[];
}

/** A drafted deck ready to play. */
export interface DraftedDeck {
  name: string;
  capital: string;
  cards: string[];
}

export const defaultIO = (): CliIO => ({
  out: (t) => void process.stdout.write(t),
  err: (t) => void process.stderr.write(t),
});

export interface Flags {
  positional: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[], valued: readonly string[]): Flags {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2) as [string, string | undefined];
      if (v !== undefined) flags.set(k, v);
      else if (valued.includes(k) && i + 1 < argv.length) flags.set(k, argv[++i]!);
      else flags.set(k, true);
    } else positional.push(a);
  }
  return { positional, flags };
}

/** A problem as a line of a report. */
export const problemLine = (p: DeckProblem): string => `  - [${p.code}] ${p.message}`;
