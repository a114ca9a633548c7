/**
 * Bot threads (worker_threads through piscina): bot decisions and arena games run off the caller's
 * thread, so a server's event loop stays free while a bot searches, and an arena plays as many
 * games at once as it has threads. Each thread installs the ruleset module it is given (the engine
 * cannot import the cards). Tasks carry plain data only: a saved game, a bot's name and seed.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { serialize, type Decision, type GameState } from '@invasion/engine';
import { decisionForKey, inputFor, type BotOptions } from '../bot.js';
import { arenaBot } from '../levels.js';
import type { ArenaGame, ArenaOptions } from '../arena/arena.js';

/** An arena run as data (bots by name). */
export type ArenaTaskOptions = Omit<ArenaOptions, 'bots' | 'onGame' | 'signal'> & { bots: [string, string] };

export type ThreadTask =
  | { kind: 'decide'; bot: string; seed: number; options?: BotOptions; state: string }
  | { kind: 'part'; bot: string; seed: number; options?: BotOptions; state: string; part: number; concurrent: number }
  | { kind: 'arenaGame'; arena: ArenaTaskOptions; game: number };

export interface BotThreadsOptions {
  /** Threads to run (default: one fewer than the machine's cores, at least one). */
  threads?: number;
  /** The module whose `RULESET` each thread installs (default '@invasion/cards'). */
  ruleset?: string;
}

function factory(bot: string) {
  const make = arenaBot(bot);
  if (!make) throw new Error(`no bot named '${bot}'`);
  return make;
}

/** One fewer than the cores, at least one: the caller's thread keeps a core. */
export const defaultThreads = (): number => Math.max(1, availableParallelism() - 1);

export class BotThreads {
  private readonly pool: Piscina;
  readonly threads: number;

  constructor(o: BotThreadsOptions = {}) {
    this.threads = o.threads ?? defaultThreads();
    if (!Number.isInteger(this.threads) || this.threads < 1) throw new Error(`bot threads must be a positive integer, got ${String(o.threads)}`);
    this.pool = new Piscina({
      // The sources are TypeScript: the entry registers tsx in the thread, then loads worker.ts.
      filename: new URL('./boot.mjs', import.meta.url).href,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Infinity,
      workerData: { ruleset: o.ruleset ?? '@invasion/cards' },
    });
  }

  /**
   * The decision the bot named `bot`, built with `seed`, makes at the state's prompt. A decision
   * made of parts (a root-parallel search) runs them on the threads at once and combines them here:
   * the answer is the one the bot gives on one thread. (This thread reads the input's options then,
   * so it needs the ruleset installed, as a host that runs games has.)
   */
  async decide(bot: string, seed: number, state: GameState, options?: BotOptions): Promise<Decision> {
    const split = factory(bot)(seed, options).split;
    const input = split ? inputFor(state) : null;
    const parts = split ? split.parts(input!) : 0;
    if (parts < 2) return (await this.pool.run({ kind: 'decide', bot, seed, state: serialize(state), ...(options ? { options } : {}) } satisfies ThreadTask)) as Decision;
    const results = await this.growParts(bot, seed, state, parts, options);
    return decisionForKey(state, input!.options, split!.combine(input!, results), `the ${bot} bot`);
  }

  /**
   * The `parts` parts of the bot's decision at the state's prompt (SplitDecision), grown on the
   * threads at once, in part order: what its `combine` takes. For a host that decides on its own
   * thread and hands only the parts out (the terminal).
   */
  growParts(bot: string, seed: number, state: GameState, parts: number, options?: BotOptions): Promise<unknown[]> {
    factory(bot); // an unknown bot is refused here, not on every thread
    const saved = serialize(state);
    const concurrent = Math.min(parts, this.threads);
    const opts = options ? { options } : {};
    return Promise.all(Array.from({ length: parts }, (_, part) => this.pool.run({ kind: 'part', bot, seed, state: saved, part, concurrent, ...opts } satisfies ThreadTask) as Promise<unknown>));
  }

  /** Arena game `game` of a run; `timesA` are bot A's decision times (ms). A signal abandons it (queued or being played). */
  arenaGame(arena: ArenaTaskOptions, game: number, signal?: AbortSignal): Promise<{ game: ArenaGame; timesA: number[] }> {
    return this.pool.run({ kind: 'arenaGame', arena, game } satisfies ThreadTask, signal ? { signal } : {}) as Promise<{ game: ArenaGame; timesA: number[] }>;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
