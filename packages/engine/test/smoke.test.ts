import { describe, expect, it } from 'vitest';
import { randomBot, playGame } from '@invasion/ai';
import { registerFixtures, mixedDeck } from './fixtures.js';

registerFixtures();

describe('smoke', () => {
  it('plays random games to the end', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { state } = playGame({ players: [{ capital: 'orc', deck: mixedDeck() }, { capital: 'dwarf', deck: mixedDeck() }], seed }, [randomBot(seed), randomBot(seed + 1000)]);
      expect(state.result).not.toBeNull();
    }
  });
});
