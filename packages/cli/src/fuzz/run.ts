/**
 * A fuzz run: games with seeds S, S+1, ... (each replayable alone), problems grouped by key into
 * examples, each with the one command that replays the game where it was first found.
 */
import { fuzzGame, FULL_CHECKS, type CheckOptions, type FoundProblem, type GameReport } from './game.js';
import type { ProblemKind } from './problems.js';

export interface FuzzOptions {
  games: number;
  seed: number;
  /** Stop starting new games after this many seconds. */
  seconds?: number;
  checks?: CheckOptions;
  /** Called after each game (progress). */
  onGame?: (gamesDone: number, report: GameReport) => void;
}

export interface FuzzExample {
  kind: ProblemKind;
  check: string;
  /** The problem without particulars: what the example stands for. */
  key: string;
  /** Seed of the first game that showed it. */
  seed: number;
  /** That game's capitals (and, for Hidden Kingdoms boards, the race the deck was built around). */
  decks: string;
  /** The first occurrence, with its particulars. */
  message: string;
  decision: number;
  turn: number;
  stack?: string;
  /** Games in the run that showed it. */
  games: number;
  /** Replays that game with every check. */
  command: string;
}

export interface FuzzResult {
  games: number;
  decisions: number;
  /** Games that ended in an exception. */
  crashes: number;
  /** Broken invariants (each distinct one counted once per game). */
  invariantBreaks: number;
  /** Hidden information leaks (each distinct one counted once per game). */
  leaks: number;
  /** One example per distinct problem, most frequent first within crashes, invariants, leaks. */
  examples: FuzzExample[];
  seconds: number;
  gamesPerSec: number;
  /** True when --seconds stopped the run before all games were played. */
  stoppedEarly: boolean;
}

const KIND_ORDER: Record<ProblemKind, number> = { crash: 0, invariant: 1, leak: 2 };

export function replayCommand(seed: number): string {
  return `npx invasion fuzz --games 1 --seed ${seed}`;
}

export function describeDecks(r: GameReport): string {
  return r.decks.map((d) => (d.capital.replace(/-/g, ' ') === d.primaryRace.toLowerCase() ? d.capital : `${d.capital} (${d.primaryRace})`)).join(' vs ');
}

export function runFuzz(o: FuzzOptions): FuzzResult {
  const checks = o.checks ?? FULL_CHECKS;
  const result: FuzzResult = { games: 0, decisions: 0, crashes: 0, invariantBreaks: 0, leaks: 0, examples: [], seconds: 0, gamesPerSec: 0, stoppedEarly: false };
  const byKey = new Map<string, FuzzExample>();
  const t0 = performance.now();
  for (let i = 0; i < o.games; i++) {
    if (o.seconds !== undefined && performance.now() - t0 >= o.seconds * 1000) {
      result.stoppedEarly = true;
      break;
    }
    const report = fuzzGame(o.seed + i, checks);
    result.games++;
    result.decisions += report.decisions;
    for (const p of report.problems) {
      if (p.kind === 'crash') result.crashes++;
      else if (p.kind === 'invariant') result.invariantBreaks++;
      else result.leaks++;
      const ex = byKey.get(p.key);
      if (ex) ex.games++;
      else byKey.set(p.key, example(report, p));
    }
    o.onGame?.(result.games, report);
  }
  result.seconds = Math.round((performance.now() - t0) / 10) / 100;
  result.gamesPerSec = result.seconds > 0 ? Math.round((result.games / result.seconds) * 10) / 10 : 0;
  result.examples = [...byKey.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.games - a.games || a.seed - b.seed);
  return result;
}

function example(r: GameReport, p: FoundProblem): FuzzExample {
  return {
    kind: p.kind,
    check: p.check,
    key: p.key,
    seed: r.seed,
    decks: describeDecks(r),
    message: p.message,
    decision: p.decision,
    turn: p.turn,
    ...(p.stack ? { stack: p.stack } : {}),
    games: 1,
    command: replayCommand(r.seed),
  };
}

/** Whether anything was found (the command's exit code is 1 then). */
export function foundAnything(r: FuzzResult): boolean {
  return r.crashes + r.invariantBreaks + r.leaks > 0;
}
