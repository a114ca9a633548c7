/** While a bot that searches decides, the terminal says so (and takes it back once it has decided); a bot that does not search says nothing. */
import '@invasion/cards';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { protocolBot } from '../../src/terminal/bot.js';
import { TerminalGame } from '../../src/terminal/game.js';
import { TermInput } from '../../src/terminal/io.js';
import { GameSession } from '../../src/terminal/session.js';
import { setupOf } from './helpers.js';

/** P1 answers the first entry of every menu for `lines` lines against the `level` bot; what the thinking line was told. */
async function told(level: 'normal' | 'greedy', lines: number): Promise<(string | null)[]> {
  const calls: (string | null)[] = [];
  const input = new TermInput(Readable.from(Array.from({ length: lines }, () => '1\n')), new Writable({ write: (_c, _e, done) => done() }));
  const game = new TerminalGame({ session: GameSession.start(setupOf(11)), human: 0, bot: protocolBot(level, 5), input, out: () => {}, savePath: null, decks: ['dwarf', 'orc'], thinking: (l) => calls.push(l) });
  await game.run();
  return calls;
}

describe('the thinking line', () => {
  it('is shown for each searching decision of the normal bot and taken back after it', async () => {
    const calls = await told('normal', 12);
    expect(calls.length).toBeGreaterThan(0);
    calls.forEach((c, i) => expect(c).toBe(i % 2 === 0 ? 'normal' : null));
  });

  it('is not shown for the greedy bot', async () => {
    expect(await told('greedy', 12)).toEqual([]);
  });
});
