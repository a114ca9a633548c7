/**
 * The arena on bot threads (threads/pool.ts): the same games as runArena — each game's seed, decks,
 * seats and bots derive from the run's options, never from the thread that plays it — played as
 * many at once as there are threads. Games are reported in game order, so a run's --json lines and
 * record are those of the serial arena (timings aside). A signal stops the run: games not reported
 * yet are abandoned, and the summary covers the games reported (a prefix of the run, in order).
 */
import type { BotThreads, ArenaTaskOptions } from '../threads/pool.js';
import { arenaGameError, summarize, type ArenaGame, type ArenaSummary } from './arena.js';

export async function runArenaOnThreads(o: ArenaTaskOptions & { onGame?: (game: ArenaGame) => void; signal?: AbortSignal }, threads: BotThreads): Promise<ArenaSummary> {
  const { onGame, signal, ...task } = o;
  const first = o.first ?? 0;
  const results: ({ game: ArenaGame; timesA: number[] } | undefined)[] = new Array(o.games);
  let reported = 0;
  const times: number[] = [];
  let wins = 0;
  let losses = 0;
  let draws = 0;
  const report = () => {
    for (; reported < o.games && results[reported] && !signal?.aborted; reported++) {
      const { game, timesA } = results[reported]!;
      times.push(...timesA);
      if (game.winner === 'A') wins++;
      else if (game.winner === 'B') losses++;
      else draws++;
      onGame?.(game);
    }
  };
  await Promise.all(
    Array.from({ length: o.games }, (_, i) =>
      threads.arenaGame(task, first + i, signal).then(
        (r) => {
          results[i] = r;
          report();
        },
        (e: unknown) => {
          if (signal?.aborted) return;
          throw arenaGameError(o, o.bots[0], first + i, e);
        },
      ),
    ),
  );
  return summarize(reported, wins, losses, draws, times);
}
