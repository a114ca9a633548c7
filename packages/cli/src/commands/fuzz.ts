/**
 * `invasion fuzz --games N --seed S [--seconds T] [--json]`: random legal decks from every
 * implemented card, random bot against random bot, every check after every decision (fuzz/game.ts).
 * Exit code 1 when anything was found, 0 when the run was clean, 2 for bad arguments.
 */
import cliProgress from 'cli-progress';
import pc from 'picocolors';
import { foundAnything, runFuzz, type FuzzExample, type FuzzOptions, type FuzzResult } from '../fuzz/run.js';
import { intOption, parseOptions, UsageError } from '../util.js';

export const FUZZ_USAGE = 'invasion fuzz --games N --seed S [--seconds T] [--json]';

const DEFAULT_GAMES = 100;

function secondsOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.trim());
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(n > 0)) throw new UsageError(`--seconds must be a positive number of seconds, got '${value}'`);
  return n;
}

const KIND_LABEL = { crash: pc.red('crash'), invariant: pc.red('invariant'), leak: pc.yellow('leak') } as const;

function summary(r: FuzzResult, seed: number): string {
  const count = (n: number) => (n ? pc.red(String(n)) : '0');
  const lines = [
    pc.bold(`Fuzzed ${r.games} games · seeds ${seed}..${seed + r.games - 1}${r.stoppedEarly ? ' (stopped by --seconds)' : ''}`),
    `  decisions         ${r.decisions}`,
    `  crashes           ${count(r.crashes)}`,
    `  invariant breaks  ${count(r.invariantBreaks)}`,
    `  leaks             ${count(r.leaks)}`,
    `  games/sec         ${r.gamesPerSec}`,
  ];
  if (r.examples.length) lines.push('', pc.bold(`${r.examples.length} distinct problems (first occurrence each):`));
  for (const e of r.examples) lines.push(...exampleLines(e));
  return lines.join('\n');
}

function exampleLines(e: FuzzExample): string[] {
  return [
    `${KIND_LABEL[e.kind]} ${e.key}`,
    `    ${e.message}`,
    ...(e.stack ? [pc.dim(`    at ${e.stack}`)] : []),
    pc.dim(`    seed ${e.seed} (${e.decks}), decision ${e.decision}, turn ${e.turn} · in ${e.games} game${e.games === 1 ? '' : 's'}`),
    `    ${pc.cyan(e.command)}`,
  ];
}

export function runFuzzCommand(argv: string[]): number {
  const opts = parseOptions('fuzz', argv, {
    games: { type: 'string' },
    seed: { type: 'string' },
    seconds: { type: 'string' },
    json: { type: 'boolean' },
  });
  const seconds = secondsOption(opts.seconds);
  // With only --seconds, play until the time is up.
  const games = opts.games === undefined && seconds !== undefined ? Number.MAX_SAFE_INTEGER : intOption('games', opts.games, DEFAULT_GAMES, 1);
  const seed = intOption('seed', opts.seed, 1, -(2 ** 31));
  const o: FuzzOptions = { games, seed, ...(seconds !== undefined ? { seconds } : {}) };
  let bar: cliProgress.SingleBar | null = null;
  if (!opts.json && process.stdout.isTTY) {
    const byTime = games === Number.MAX_SAFE_INTEGER;
    bar = new cliProgress.SingleBar(
      { stream: process.stdout, format: `fuzzing [{bar}] ${byTime ? '{value}/{total} s' : '{value}/{total} games'} · {found} found · {eta}s left`, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    const t0 = performance.now();
    let found = 0;
    bar.start(byTime ? Math.ceil(seconds!) : games, 0, { found });
    o.onGame = (done, report) => {
      found += report.problems.length;
      bar!.update(byTime ? Math.min(Math.floor((performance.now() - t0) / 1000), Math.ceil(seconds!)) : done, { found });
    };
  }
  const r = runFuzz(o);
  bar?.stop();
  process.stdout.write(opts.json ? `${JSON.stringify(r)}\n` : `${summary(r, seed)}\n`);
  return foundAnything(r) ? 1 : 0;
}
