/** The harnesses' random picker makes the random bot's own picks, seed for seed (bench and simulate measure the engine with it). */
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, createGame, type Decision } from '@invasion/engine';
import { chooseWith, randomBot, randomPicker } from '../src/index.js';

describe('randomPicker', () => {
  it('plays the same games as randomBot with the same seeds', () => {
    for (const seed of [3, 17, 40]) {
      const setup = () => ({ players: [STARTER_DECKS[0]!, STARTER_DECKS[1]!].map((d) => ({ capital: d.capital, deck: d.cards.slice() })) as never, seed, maxTurns: 12 });
      const viaBot = createGame(setup());
      const viaPicker = createGame(setup());
      const bots = [randomBot(seed * 2), randomBot(seed * 2 + 1)];
      const pickers = [randomPicker(seed * 2), randomPicker(seed * 2 + 1)];
      const a: Decision[] = [];
      const b: Decision[] = [];
      while (!viaBot.result) {
        const d = chooseWith(bots[viaBot.prompt!.player]!, viaBot);
        a.push(d);
        applyInPlace(viaBot, d);
      }
      while (!viaPicker.result) {
        const d = pickers[viaPicker.prompt!.player]!(viaPicker);
        b.push(d);
        applyInPlace(viaPicker, d);
      }
      expect(b).toEqual(a);
      expect(a.length).toBeGreaterThan(20);
    }
  });
});
