/**
 * `invasion bench [--json] [--games N] [--seconds S]`: single-threaded engine throughput with the
 * starter decks, random vs random. After a warm-up: games and decisions per second (bot choice
 * included), then cloneState and serialize timed on states sampled in the middle of games.
 */
import pc from 'picocolors';
import { cloneState, serialize, type GameState } from '@invasion/engine';
import { STARTER_DECKS } from '@invasion/cards';
import { pairing, playRandomGame, setupFor } from '../games.js';
import { intOption, pad, padLeft, parseOptions, UsageError } from '../util.js';

export const BENCH_USAGE = 'invasion bench [--json] [--games N] [--seconds S]';

export interface BenchResult {
  gamesPerSec: number;
  decisionsPerSec: number;
  cloneMicros: number;
  serializeMicros: number;
  bytesPerGameState: number;
  games: number;
  decisions: number;
}

const SAMPLE_EVERY = 37;
const MAX_SAMPLES = 256;
const BENCH_SEED = 1_000;

/** Plays games for `ms` milliseconds (or exactly `games` games); returns counts and elapsed ms. */
function playFor(ms: number, games: number | null, firstSeed: number, sample?: (s: GameState) => void) {
  let n = 0;
  let decisions = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (games !== null ? n < games : elapsed < ms) {
    const [a, b] = pairing(STARTER_DECKS, n);
    const state = playRandomGame(setupFor(a, b, firstSeed + n), sample);
    decisions += state.decisions;
    n++;
    elapsed = performance.now() - t0;
  }
  return { games: n, decisions, ms: elapsed };
}

/** Average microseconds per call of `fn` over the samples, repeated for about `ms` milliseconds. */
function timePerCall(samples: GameState[], ms: number, fn: (s: GameState) => unknown): number {
  let calls = 0;
  let sink = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (const s of samples) {
      const out = fn(s);
      sink += typeof out === 'string' ? out.length : (out as GameState).decisions;
    }
    calls += samples.length;
    elapsed = performance.now() - t0;
  }
  if (sink < 0) console.log(sink); // keeps the work observable
  return (elapsed * 1000) / calls;
}

export function bench(opts: { seconds: number; games: number | null }): BenchResult {
  const ms = opts.seconds * 1000;
  // Warm up the JIT on every code path used below.
  playFor(Math.min(1000, ms / 3), null, 1);
  // Sample mid-game states: every SAMPLE_EVERY-th decision from turn 3 on, until MAX_SAMPLES.
  const samples: GameState[] = [];
  let seen = 0;
  playFor(0, 40, 500, (s) => {
    if (s.turn >= 3 && !s.result && ++seen % SAMPLE_EVERY === 0 && samples.length < MAX_SAMPLES) samples.push(cloneState(s));
  });
  if (samples.length === 0) throw new Error('bench: no mid-game states were sampled');
  timePerCall(samples, Math.min(300, ms / 10), cloneState);
  timePerCall(samples, Math.min(300, ms / 10), serialize);

  const run = playFor(ms, opts.games, BENCH_SEED);
  const secs = run.ms / 1000;
  const cloneMicros = timePerCall(samples, ms, cloneState);
  const serializeMicros = timePerCall(samples, ms, serialize);
  const bytes = samples.reduce((sum, s) => sum + serialize(s).length, 0) / samples.length;
  return {
    gamesPerSec: round(run.games / secs, 1),
    decisionsPerSec: Math.round(run.decisions / secs),
    cloneMicros: round(cloneMicros, 2),
    serializeMicros: round(serializeMicros, 2),
    bytesPerGameState: Math.round(bytes),
    games: run.games,
    decisions: run.decisions,
  };
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function table(r: BenchResult): string {
  const rows: [string, string, string][] = [
    ['games per second', String(r.gamesPerSec), `${r.games} games`],
    ['decisions per second', String(r.decisionsPerSec), `${r.decisions} decisions, bot choice included`],
    ['cloneState', `${r.cloneMicros} µs`, 'mid-game states'],
    ['serialize', `${r.serializeMicros} µs`, 'same states'],
    ['bytes per game state', String(r.bytesPerGameState), 'serialized length'],
  ];
  return [pc.bold('Engine benchmark (one core, starter decks, random vs random)'), ...rows.map(([k, v, note]) => `  ${pad(k, 22)} ${padLeft(v, 12)}  ${pc.dim(note)}`)].join('\n');
}

export function runBench(argv: string[]): number {
  const opts = parseOptions('bench', argv, { json: { type: 'boolean' }, games: { type: 'string' }, seconds: { type: 'string' } });
  const games = opts.games === undefined ? null : intOption('games', opts.games, 0, 1);
  const seconds = opts.seconds === undefined ? 3 : Number(opts.seconds);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`--seconds must be a positive number, got '${opts.seconds}'`);
  if (!opts.json) process.stderr.write(pc.dim(`benchmarking (about ${Math.ceil(seconds * 3 + 1)} s)...\n`));
  const r = bench({ seconds, games });
  process.stdout.write(opts.json ? `${JSON.stringify(r)}\n` : `${table(r)}\n`);
  return 0;
}
