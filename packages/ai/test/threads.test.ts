/**
 * Bot threads: a decision made on a thread is the one made here (same bot, seed and game), the
 * caller's thread stays free while a bot searches, and the arena on threads plays the same games
 * as the serial arena, reported in game order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, createGame, legalOptions, type GameState } from '@invasion/engine';
import { BOTS, BotThreads, chooseWith, HARD_TREES, inputFor, randomBot, runArena, runArenaOnThreads, type ArenaGame } from '../src/index.js';

const decks = STARTER_DECKS.filter((d) => d.name === 'dwarf' || d.name === 'orc');
const threads = new BotThreads({ threads: 2 });
afterAll(() => threads.close());

/** A game some random decisions in, at a prompt with several options. */
function midGame(): GameState {
  const [a, b] = decks;
  const state = createGame({ players: [{ capital: a!.capital, deck: a!.cards.slice() }, { capital: b!.capital, deck: b!.cards.slice() }], seed: 11 });
  const bot = randomBot(3);
  while (state.decisions < 30 || legalOptions(state).length < 3) applyInPlace(state, chooseWith(bot, state));
  return state;
}

describe('bot threads', () => {
  it('decide on a thread as here, and leave this thread free meanwhile', async () => {
    const state = midGame();
    const here = chooseWith(BOTS.normal(77), state);
    let settled = false;
    const pending = threads.decide('normal', 77, state).then((d) => {
      settled = true;
      return d;
    });
    // The caller's event loop turns while the thread searches (the search would block it for its whole length here).
    let turns = 0;
    while (!settled && turns < 5) {
      await new Promise((r) => setImmediate(r));
      turns++;
    }
    expect(turns).toBe(5);
    expect(await pending).toEqual(here);
  }, 120_000);

  it('grow the trees of a root-parallel search (hard) on the threads at once, with the answer of one thread', async () => {
    const state = midGame();
    const here = chooseWith(BOTS.hard(78), state);
    const parts = BOTS.hard(78).split!.parts(inputFor(state));
    expect(parts).toBe(HARD_TREES);
    expect(await threads.decide('hard', 78, state)).toEqual(here);
  }, 240_000);

  it('refuse an unknown bot with an error naming it', async () => {
    await expect(threads.decide('deep-blue', 1, midGame())).rejects.toThrow(/no bot named 'deep-blue'/);
  }, 60_000);

  it('play the arena: the same games as the serial arena, reported in game order', async () => {
    const serial: ArenaGame[] = [];
    const summary = await runArena({ bots: [{ name: 'greedy', make: BOTS.greedy }, { name: 'random', make: BOTS.random }], games: 6, seed: 5, decks, msPerDecision: 50, onGame: (g) => serial.push(g) });
    const threaded: ArenaGame[] = [];
    const summary2 = await runArenaOnThreads({ bots: ['greedy', 'random'], games: 6, seed: 5, decks, msPerDecision: 50, onGame: (g) => threaded.push(g) }, threads);
    const outcome = (rs: ArenaGame[]) => rs.map((r) => [r.game, r.seed, r.seatA, r.winner, r.reason, r.turns, r.decisions]);
    expect(outcome(threaded)).toEqual(outcome(serial));
    expect({ ...summary2, msPerDecisionP95: 0 }).toEqual({ ...summary, msPerDecisionP95: 0 });
  }, 240_000);

  it('stop the arena on a signal: the games reported so far, in order, and nothing after', async () => {
    const stop = new AbortController();
    const reported: number[] = [];
    const summary = await runArenaOnThreads({ bots: ['greedy', 'random'], games: 40, seed: 5, decks, msPerDecision: 50, signal: stop.signal, onGame: (g) => (reported.push(g.game), g.game === 1 && stop.abort()) }, threads);
    expect(reported).toEqual([0, 1]);
    expect(summary.games).toBe(2);
    expect(summary.wins + summary.losses + summary.draws).toBe(2);
  }, 240_000);
});
