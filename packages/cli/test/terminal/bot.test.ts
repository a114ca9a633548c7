import '@invasion/cards';
import { describe, expect, it } from 'vitest';
import { BotThreads, HARD_TREES, type BotInput } from '@invasion/ai';
import type { ClientOption, ClientView } from '@invasion/engine';
import { protocolBot, randomProtocolBot } from '../../src/terminal/bot.js';
import { GameSession } from '../../src/terminal/session.js';
import { playBots, setupOf } from './helpers.js';

const options = (n: number): ClientOption[] => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, label: '', decision: { type: 'pass' }, card: null, group: `k${i}` }));
const viewAt = (stateId: number) => ({ stateId }) as ClientView;
/** A bot input of a bare view and options (the random bot reads only these). */
const at = (stateId: number, n: number): BotInput => ({ seat: 1, view: viewAt(stateId), options: options(n), history: [], determinize: () => { throw new Error('not here'); } });

describe('the protocol bot', () => {
  it('picks from its seed and the stateId only', () => {
    const a = randomProtocolBot(42);
    const b = randomProtocolBot(42);
    for (let id = 0; id < 50; id++) expect(a.choose(at(id, 7))).toBe(b.choose(at(id, 7)));
    // Asking again (as after an undo) gives the same pick.
    expect(a.choose(at(3, 7))).toBe(a.choose(at(3, 7)));
    const picks = new Set(Array.from({ length: 200 }, (_, id) => a.choose(at(id, 7))));
    expect(picks.size).toBe(7);
    const other = randomProtocolBot(43);
    expect(Array.from({ length: 20 }, (_, id) => other.choose(at(id, 7)))).not.toEqual(Array.from({ length: 20 }, (_, id) => a.choose(at(id, 7))));
  });

  it('plays whole games through views and options alone, the same game from the same seeds', () => {
    const run = () => playBots(GameSession.start(setupOf(5)));
    const g1 = run();
    const g2 = run();
    expect(g1.result).not.toBeNull();
    expect(g1.decisions.length).toBeGreaterThan(20);
    expect(g2.decisions).toEqual(g1.decisions);
    expect(g2.result).toEqual(g1.result);
  });

  it('a greedy opponent: the same game from the same seed, and the same pick when asked again (undo, resume)', async () => {
    const run = async () => {
      const session = GameSession.start(setupOf(6));
      const bots = [protocolBot('greedy', 1), protocolBot('random', 2)];
      while (!session.result) {
        const seat = session.promptSeat!;
        const input = session.botInput(seat);
        const key = await bots[seat]!.choose(input);
        expect(await bots[seat]!.choose(session.botInput(seat))).toBe(key);
        session.act(seat, key, input.view.stateId);
      }
      return session;
    };
    const a = await run();
    expect(a.result).toMatchObject({ kind: 'win', winner: 0 });
    expect((await run()).decisions).toEqual(a.decisions);
  });

  it('hard on threads: its trees grow at once on two threads and it picks what it picks on one', async () => {
    const session = GameSession.start(setupOf(7));
    playBots(session, 60);
    while (!session.result && session.botInput(session.promptSeat!).options.length < 3) playBots(session, 1);
    const threads = new BotThreads({ threads: 2 });
    try {
      const input = session.botInput(session.promptSeat!);
      const parts: number[] = [];
      const onThreads = await protocolBot('hard', 3, (bot, seed, n) => (parts.push(n), session.growBotParts(threads, bot, seed, n))).choose(input);
      expect(parts).toEqual([HARD_TREES]);
      expect(onThreads).toBe(await protocolBot('hard', 3).choose(input));
    } finally {
      await threads.close();
    }
  });
});
