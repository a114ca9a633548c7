/**
 * The lobby's bots keep no state: a decision is a function of the game state alone, so a game
 * rebuilt from its stored decisions (after a restart) goes on exactly as the original — for every
 * level offered.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, createGame, deserialize, hashState, serialize, type Decision, type GameSetup } from '@invasion/engine';
import { BOT_LEVELS, BotDesk, botDecision } from '../src/bots.js';
import { BOTS, inputFor } from '@invasion/ai';
import { Client, type GameUpdate } from '../src/client.js';
import { testServer } from './helpers.js';
import { schemas } from '../src/schemas.js';

const setup = (): GameSetup => ({ players: [{ capital: STARTER_DECKS[0]!.capital, deck: STARTER_DECKS[0]!.cards.slice() }, { capital: STARTER_DECKS[2]!.capital, deck: STARTER_DECKS[2]!.cards.slice() }], seed: 77, log: true });

describe('server bots', () => {
  // hard is normal's search with more iterations (two trees): left out for time; its trees on threads are tested below.
  it.each(BOT_LEVELS.filter((l) => l !== 'hard'))('%s: a game rebuilt from its decisions goes on identically', (level) => {
    const state = createGame(setup());
    const decisions: Decision[] = [];
    // A searching level is slow (normal: 40 ISMCTS iterations a decision): a shorter game.
    const [length, cut] = level === 'normal' ? [45, 35] : [160, 100];
    while (!state.result && decisions.length < length) {
      const d = botDecision(level, state);
      decisions.push(d);
      applyInPlace(state, d);
    }
    const rebuilt = createGame(setup());
    for (const d of decisions.slice(0, cut)) applyInPlace(rebuilt, d);
    const restored = deserialize(serialize(rebuilt));
    for (let i = cut; i < decisions.length; i++) {
      const d = botDecision(level, restored);
      expect(d, `decision ${i}`).toEqual(decisions[i]);
      applyInPlace(restored, d);
    }
    expect(hashState(restored)).toBe(hashState(state));
  });

  it('the lobby offers every level', () => {
    expect(BOT_LEVELS).toEqual(['random', 'greedy', 'easy', 'normal', 'hard']);
    for (const level of BOT_LEVELS) expect(schemas['lobby:create'].safeParse({ deck: 'dwarf', opponent: level }).success).toBe(true);
    expect(schemas['lobby:create'].safeParse({ deck: 'dwarf', opponent: 'deep-blue' }).success).toBe(false);
  });

  describe('on worker threads', () => {
    const desk = new BotDesk(1);
    afterAll(() => desk.close());

    it('a searching bot decides on a thread as it would here, and the event loop turns meanwhile', async () => {
      const state = createGame(setup());
      while (state.decisions < 25) applyInPlace(state, botDecision('random', state));
      const here = botDecision('normal', state);
      let settled = false;
      const pending = desk.decide('normal', state).then((d) => ((settled = true), d));
      let turns = 0;
      for (; !settled && turns < 5; turns++) await new Promise((r) => setImmediate(r));
      expect(turns).toBe(5);
      expect(await pending).toEqual(here);
    }, 120_000);

    it("hard's two trees grow on two bot threads at once, with the decision one thread makes", async () => {
      const two = new BotDesk(2);
      try {
        const state = createGame(setup());
        while (state.decisions < 25) applyInPlace(state, botDecision('random', state));
        // A prompt where hard searches: its decision is two parts.
        expect(BOTS.hard(0).split!.parts(inputFor(state))).toBe(2);
        expect(await two.decide('hard', state)).toEqual(botDecision('hard', state));
      } finally {
        await two.close();
      }
    }, 120_000);

    it('a game against the normal bot is played through the server with bot threads', async () => {
      const server = await testServer({ botThreads: 1 });
      try {
        const me = await Client.open(server.url);
        await me.call('auth:guest', {});
        const { gameId } = await me.call<{ gameId: string }>('lobby:create', { deck: 'dwarf', opponent: 'normal' });
        await me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId, 60_000, true);
        const start = server.lobby.rooms.get(gameId)!.state.decisions;
        for (let i = 0; i < 4; i++) {
          const v = me.games.get(gameId)!.view;
          const next = me.waitFor('game:update', (u: GameUpdate) => u.gameId === gameId && u.view.stateId > v.stateId, 120_000);
          await me.call('game:act', { gameId, key: v.options[v.options.length - 1]!.key, stateId: v.stateId });
          await next;
        }
        expect(server.lobby.rooms.get(gameId)!.state.decisions).toBeGreaterThan(start + 4);
        me.close();
      } finally {
        await server.stop();
      }
    }, 300_000);
  });
});
