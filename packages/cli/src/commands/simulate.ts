/**
 * `invasion simulate --games N --seed S [--decks A,B] [--json] [--max-turns T]`: random bot vs
 * random bot. Game i uses seed S+i; its bots' seeds derive from it. Exceptions are counted per game.
 */
import { createHash } from 'node:crypto';
import cliProgress from 'cli-progress';
import pc from 'picocolors';
import { hashState } from '@invasion/engine';
import { STARTER_DECKS, type StarterDeck } from '@invasion/cards';
import { pairing, playRandomGame, setupFor } from '../games.js';
import { DeckFileRejected, deckByName, intOption, parseOptions, UsageError } from '../util.js';

export const SIMULATE_USAGE = 'invasion simulate --games N --seed S [--decks A,B] [--json] [--max-turns T]';

const MAX_ERROR_SAMPLES = 5;

export interface SimulateOptions {
  games: number;
  seed: number;
  decks: readonly StarterDeck[];
  maxTurns?: number;
  onGame?: (i: number) => void;
}

export interface SimulateResult {
  games: number;
  completed: number;
  errors: number;
  draws: number;
  wins: [number, number];
  turnCapped: number;
  avgTurns: number;
  decisions: number;
  gamesPerSec: number;
  hash: string;
  errorSamples: { seed: number; decks: string; message: string; stack?: string }[];
}

export function simulate(o: SimulateOptions): SimulateResult {
  const r: SimulateResult = { games: o.games, completed: 0, errors: 0, draws: 0, wins: [0, 0], turnCapped: 0, avgTurns: 0, decisions: 0, gamesPerSec: 0, hash: '', errorSamples: [] };
  const digest = createHash('sha256');
  let turns = 0;
  const t0 = performance.now();
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i;
    const [a, b] = pairing(o.decks, i);
    try {
      const state = playRandomGame(setupFor(a, b, seed, o.maxTurns));
      r.completed++;
      r.decisions += state.decisions;
      turns += state.turn;
      const res = state.result!;
      if (res.kind === 'win') r.wins[res.winner]++;
      else if (res.kind === 'draw') r.draws++;
      else r.turnCapped++;
      digest.update(hashState(state));
    } catch (e) {
      r.errors++;
      const err = e instanceof Error ? e : new Error(String(e));
      digest.update(`error:${seed}:${err.message}`);
      if (r.errorSamples.length < MAX_ERROR_SAMPLES) {
        r.errorSamples.push({ seed, decks: `${a.name} vs ${b.name}`, message: err.message, ...(err.stack ? { stack: err.stack } : {}) });
      }
    }
    o.onGame?.(i);
  }
  const secs = (performance.now() - t0) / 1000;
  r.avgTurns = r.completed ? round(turns / r.completed, 2) : 0;
  r.gamesPerSec = secs > 0 ? round(o.games / secs, 1) : 0;
  r.hash = digest.digest('hex');
  return r;
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function parseDecks(value: string | undefined): StarterDeck[] {
  if (value === undefined) return [...STARTER_DECKS];
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError('--decks needs one or more starter deck names, e.g. --decks dwarf,orc');
  return names.map((n) => deckByName(n));
}

function summary(r: SimulateResult, o: SimulateOptions): string {
  const pct = (n: number) => (r.games ? `${((100 * n) / r.games).toFixed(1)}%` : '-');
  const decks = o.decks.length === 2 ? `${o.decks[0]!.name} (P1) vs ${o.decks[1]!.name} (P2)` : `rotating ${o.decks.map((d) => d.name).join(', ')}`;
  const lines = [
    pc.bold(`Simulated ${r.games} games · seeds ${o.seed}..${o.seed + r.games - 1} · ${decks}`),
    `  completed   ${r.completed}`,
    `  errors      ${r.errors ? pc.red(String(r.errors)) : '0'}`,
    `  P1 wins     ${r.wins[0]} (${pct(r.wins[0])})`,
    `  P2 wins     ${r.wins[1]} (${pct(r.wins[1])})`,
    `  draws       ${r.draws}`,
    `  turn cap    ${r.turnCapped}`,
    `  avg turns   ${r.avgTurns}`,
    `  decisions   ${r.decisions}`,
    `  games/sec   ${r.gamesPerSec}`,
    `  hash        ${r.hash}`,
  ];
  for (const e of r.errorSamples) lines.push(pc.red(`  error in game seed ${e.seed} (${e.decks}): ${e.message}`));
  if (r.errors > r.errorSamples.length) lines.push(pc.red(`  ... and ${r.errors - r.errorSamples.length} more errors`));
  return lines.join('\n');
}

export function runSimulate(argv: string[]): number {
  const opts = parseOptions('simulate', argv, {
    games: { type: 'string' },
    seed: { type: 'string' },
    decks: { type: 'string' },
    json: { type: 'boolean' },
    'max-turns': { type: 'string' },
  });
  const games = intOption('games', opts.games, 100, 1);
  const seed = intOption('seed', opts.seed, 1, -(2 ** 31));
  const maxTurns = opts['max-turns'] === undefined ? undefined : intOption('max-turns', opts['max-turns'], 200, 1);
  let decks: StarterDeck[];
  try {
    decks = parseDecks(opts.decks);
  } catch (e) {
    // With --json a program reads stdout: the refused deck is reported there too.
    if (opts.json && e instanceof DeckFileRejected) process.stdout.write(`${JSON.stringify(e.json)}\n`);
    throw e;
  }
  const o: SimulateOptions = { games, seed, decks, ...(maxTurns !== undefined ? { maxTurns } : {}) };
  let bar: cliProgress.SingleBar | null = null;
  if (process.stderr.isTTY) {
    bar = new cliProgress.SingleBar({ stream: process.stderr, format: 'simulating [{bar}] {value}/{total} games · {eta}s left', hideCursor: true }, cliProgress.Presets.shades_classic);
    bar.start(games, 0);
    o.onGame = (i) => {
      if ((i + 1) % 10 === 0 || i + 1 === games) bar!.update(i + 1);
    };
  }
  const r = simulate(o);
  bar?.stop();
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
  } else {
    process.stdout.write(`${summary(r, o)}\n`);
    if (r.errorSamples[0]?.stack) process.stderr.write(`${pc.dim(`first error's stack:\n${r.errorSamples[0].stack}`)}\n`);
  }
  return r.errors ? 1 : 0;
}
