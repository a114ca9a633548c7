/**
 * `invasion arena --bots A,B --games N [--from K] --ms T --seed S [--decks A,B,...] [--json] [--max-turns T] [--threads N]`:
 * bot A against bot B over seat-swapped games (@invasion/ai's arena; --threads: N games at once on bot threads); prints bot A's record with
 * the Wilson 95% interval of its win rate and its 95th-percentile time per decision.
 */
import cliProgress from 'cli-progress';
import pc from 'picocolors';
import { ARENA_BOT_NAMES, arenaBot, BotThreads, runArena, runArenaOnThreads, type ArenaOptions } from '@invasion/ai';
import { STARTER_DECKS, type StarterDeck } from '@invasion/cards';
import { DeckFileRejected, deckByName, intOption, parseOptions, UsageError } from '../util.js';

export const ARENA_USAGE = 'invasion arena --bots A,B [--games N] [--from K] [--ms T] [--seed S] [--decks A,B,...] [--json] [--max-turns T] [--threads N]';

function parseBots(value: string | undefined): ArenaOptions['bots'] {
  if (value === undefined) throw new UsageError(`--bots A,B is required (bots: ${ARENA_BOT_NAMES.join(', ')})`);
  const names = value.split(',').map((s) => s.trim());
  if (names.length !== 2 || names.some((n) => n === '')) throw new UsageError(`--bots takes two bot names, e.g. --bots greedy,random; got '${value}'`);
  const unknown = names.filter((n) => !arenaBot(n));
  if (unknown.length) throw new UsageError(`unknown bot${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `'${n}'`).join(', ')}; available: ${ARENA_BOT_NAMES.join(', ')}`);
  return names.map((n) => ({ name: n, make: arenaBot(n)! })) as ArenaOptions['bots'];
}

function parseDecks(value: string | undefined): StarterDeck[] {
  if (value === undefined) return [...STARTER_DECKS];
  const names = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError('--decks needs one or more deck names or files, e.g. --decks dwarf,orc');
  return names.map((n) => deckByName(n));
}

export async function runArenaCommand(argv: string[]): Promise<number> {
  const opts = parseOptions('arena', argv, {
    bots: { type: 'string' },
    games: { type: 'string' },
    from: { type: 'string' },
    ms: { type: 'string' },
    seed: { type: 'string' },
    decks: { type: 'string' },
    json: { type: 'boolean' },
    'max-turns': { type: 'string' },
    threads: { type: 'string' },
  });
  const bots = parseBots(opts.bots);
  const games = intOption('games', opts.games, 100, 1);
  // The first game's index: a long run continued in pieces (its --json lines carry each game's index).
  const first = intOption('from', opts.from, 0, 0);
  const ms = intOption('ms', opts.ms, 1000, 1);
  const seed = intOption('seed', opts.seed, 1, -(2 ** 31));
  // Games played at once on bot threads (1: in this thread). The games and their record do not depend on it.
  const threadCount = intOption('threads', opts.threads, 1, 1);
  const maxTurns = opts['max-turns'] === undefined ? undefined : intOption('max-turns', opts['max-turns'], 200, 1);
  let decks: StarterDeck[];
  try {
    decks = parseDecks(opts.decks);
  } catch (e) {
    if (opts.json && e instanceof DeckFileRejected) process.stdout.write(`${JSON.stringify(e.json)}\n`);
    throw e;
  }
  const o: ArenaOptions = { bots, games, first, seed, decks, msPerDecision: ms, ...(maxTurns !== undefined ? { maxTurns } : {}) };
  let bar: cliProgress.SingleBar | null = null;
  if (process.stderr.isTTY) {
    bar = new cliProgress.SingleBar({ stream: process.stderr, format: `${bots[0].name} vs ${bots[1].name} [{bar}] {value}/{total} games · {wins} won · {eta}s left`, hideCursor: true }, cliProgress.Presets.shades_classic);
    bar.start(games, 0, { wins: 0 });
  }
  let wins = 0;
  o.onGame = (g) => {
    if (g.winner === 'A') wins++;
    bar?.update(g.game - first + 1, { wins });
    if (opts.json) process.stdout.write(`${JSON.stringify({ ...g, bots: [bots[0].name, bots[1].name] })}\n`);
  };
  let summary;
  // Ctrl-C ends the run after the games under way (at once on threads) and prints the record of the games played.
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once('SIGINT', interrupt);
  o.signal = stop.signal;
  const threads = threadCount > 1 ? new BotThreads({ threads: threadCount }) : null;
  try {
    if (threads) {
      const { bots: _, onGame, ...rest } = o;
      summary = await runArenaOnThreads({ ...rest, bots: [bots[0].name, bots[1].name], onGame: onGame! }, threads);
    } else summary = await runArena(o);
  } finally {
    process.off('SIGINT', interrupt);
    bar?.stop();
    await threads?.close();
  }
  if (stop.signal.aborted) process.stderr.write(`interrupted: ${summary.games} of ${games} games played\n`);
  if (!opts.json) process.stdout.write(`${pc.bold(`${bots[0].name} vs ${bots[1].name}`)} · ${summary.games} games${first ? ` from game ${first}` : ''} · seed ${seed} · ${ms} ms/decision · decks ${decks.map((d) => d.name).join(', ')}\n`);
  process.stdout.write(`${JSON.stringify(summary)}\n`);
  // 130: the shell's code for a run ended by Ctrl-C.
  return stop.signal.aborted ? 130 : 0;
}
