/**
 * The arena: bot A against bot B over seat-swapped games. Games come in pairs on one setup (seed
 * and decks): A holds seat 1 in the first and seat 2 in the second, so each bot plays both decks
 * of every pairing from both seats and neither gains from the first-player or deck advantage.
 * Everything derives from the seed: a run replays exactly (timings aside).
 */
import { applyInPlace, createGame, type GameSetup, type PlayerId } from '@invasion/engine';
import { decisionForKey, EventFeed, inputFor, type Bot, type BotFactory } from '../bot.js';
import { quantile, wilson } from './stats.js';

export interface ArenaDeck {
  name: string;
  capital: string;
  cards: readonly string[];
}

export interface ArenaOptions {
  /** Bot A (whose results are reported) and bot B, with their names for the records. */
  bots: [{ name: string; make: BotFactory }, { name: string; make: BotFactory }];
  /** Games to play (an odd count leaves the last setup played from one side only). */
  games: number;
  /** The first game's index (default 0): games first … first + games − 1 of the run, as a longer run plays them (a run continued in pieces). */
  first?: number;
  seed: number;
  /** Decks in rotation: pairing k is decks[k], decks[k + 1] (one deck: mirror matches). */
  decks: readonly ArenaDeck[];
  /** Time budget per decision for bots that use one (ms). */
  msPerDecision: number;
  maxTurns?: number;
  /** Record events (bots then receive their history); off by default, as in simulations. */
  log?: boolean;
  onGame?: (game: ArenaGame) => void;
  /** Ends the run after the game being played (Ctrl-C); the summary covers the games played. */
  signal?: AbortSignal;
}

export interface ArenaGame {
  game: number;
  seed: number;
  /** Seat of bot A (0: player 1). */
  seatA: PlayerId;
  decks: [string, string];
  /** 'A', 'B' or 'draw' (a draw or the turn cap). */
  winner: 'A' | 'B' | 'draw';
  reason: string;
  turns: number;
  decisions: number;
  msPerDecisionA: number;
  msPerDecisionB: number;
  /** 95th percentile of bot A's time per decision in this game, ms (a run's p95 lies between its games' least and greatest). */
  msP95A: number;
}

export interface ArenaSummary {
  /** Games played (fewer than asked for when the run was stopped). */
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** Bot A's wins over all games (draws count as not won). */
  winRate: number;
  /** Wilson 95% interval of the win rate. */
  ci95: [number, number];
  /** 95th percentile of bot A's time per decision, ms. */
  msPerDecisionP95: number;
}

/** A 32-bit mix (murmur3's finalizer) for bot seeds derived from the game's. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  return (h ^ (h >>> 16)) | 0;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function arenaSetup(o: ArenaOptions, game: number): { setup: GameSetup; seatA: PlayerId; decks: [ArenaDeck, ArenaDeck] } {
  const pair = Math.floor(game / 2);
  const a = o.decks[pair % o.decks.length]!;
  const b = o.decks.length === 1 ? a : o.decks[(pair + 1) % o.decks.length]!;
  const seed = (o.seed + pair) | 0;
  const setup: GameSetup = { players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed };
  if (o.maxTurns !== undefined) setup.maxTurns = o.maxTurns;
  if (o.log) setup.log = true;
  return { setup, seatA: (game % 2) as PlayerId, decks: [a, b] };
}

/** Plays game `game` of the run; `timesA` receives bot A's decision times (ms). */
export function playArenaGame(o: ArenaOptions, game: number, timesA: number[]): ArenaGame {
  const { setup, seatA, decks } = arenaSetup(o, game);
  const seatB = (1 - seatA) as PlayerId;
  const bots: Bot[] = [];
  bots[seatA] = o.bots[0].make(mix(setup.seed, 1), { msPerDecision: o.msPerDecision });
  bots[seatB] = o.bots[1].make(mix(setup.seed, 2), { msPerDecision: o.msPerDecision });
  const feeds = [new EventFeed(0), new EventFeed(1)];
  const spent = [0, 0];
  const count = [0, 0];
  const mine: number[] = [];
  const state = createGame(setup);
  while (!state.result) {
    const seat = state.prompt!.player;
    const t0 = performance.now();
    const input = inputFor(state, feeds[seat]);
    const key = bots[seat]!.choose(input);
    const ms = performance.now() - t0;
    spent[seat]! += ms;
    count[seat]!++;
    if (seat === seatA) mine.push(ms);
    applyInPlace(state, decisionForKey(state, input.options, key, `the ${o.bots[seat === seatA ? 0 : 1].name} bot`));
  }
  for (const ms of mine) timesA.push(ms);
  const r = state.result;
  const winner = r.kind === 'win' ? (r.winner === seatA ? 'A' : 'B') : 'draw';
  return {
    game,
    seed: setup.seed,
    seatA,
    decks: [decks[0].name, decks[1].name],
    winner,
    reason: r.kind === 'win' ? r.reason : r.kind === 'draw' ? r.reason : `turn cap (${r.turns})`,
    turns: state.turn,
    decisions: state.decisions,
    msPerDecisionA: round(spent[seatA]! / Math.max(1, count[seatA]!), 3),
    msPerDecisionB: round(spent[seatB]! / Math.max(1, count[seatB]!), 3),
    msP95A: round(quantile(mine, 0.95), 3),
  };
}

/** Plays the run's games in order; between games the event loop turns, so a signal can stop the run. */
export async function runArena(o: ArenaOptions): Promise<ArenaSummary> {
  const times: number[] = [];
  let wins = 0;
  let losses = 0;
  let draws = 0;
  const first = o.first ?? 0;
  let g = first;
  for (; g < first + o.games && !o.signal?.aborted; g++) {
    let r: ArenaGame;
    try {
      r = playArenaGame(o, g, times);
    } catch (e) {
      throw arenaGameError(o, o.bots[0].name, g, e);
    }
    if (r.winner === 'A') wins++;
    else if (r.winner === 'B') losses++;
    else draws++;
    o.onGame?.(r);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return summarize(g - first, wins, losses, draws, times);
}

/** Bot A's record over `games` games and its decision times. */
export function summarize(games: number, wins: number, losses: number, draws: number, timesA: readonly number[]): ArenaSummary {
  const [lo, hi] = wilson(wins, games);
  return { games, wins, losses, draws, winRate: round(wins / Math.max(1, games), 4), ci95: [round(lo, 4), round(hi, 4)], msPerDecisionP95: round(quantile(timesA, 0.95), 3) };
}

/** The error of a failed game, naming it (its seed and bot A's seat) so it can be replayed. */
export function arenaGameError(o: Pick<ArenaOptions, 'decks' | 'seed' | 'maxTurns' | 'log' | 'games' | 'msPerDecision'>, botA: string, g: number, e: unknown): Error {
  const { setup, seatA } = arenaSetup(o as ArenaOptions, g);
  return new Error(`arena game ${g} (seed ${setup.seed}, ${botA} in seat ${seatA + 1}): ${e instanceof Error ? e.message : String(e)}`, { cause: e });
}
