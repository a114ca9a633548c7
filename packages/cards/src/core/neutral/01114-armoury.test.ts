import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Armoury', () => {
  it('gets +1 power in the kingdom once you have two developments there', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade', 'Mountain Brigade'],
        kingdom: { cards: [{ card: 'Armoury', as: 'k' }], developments: ['Mountain Brigade'] },
        quest: { cards: [{ card: 'Armoury', as: 'q' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
      }),
      decisions: [
        { expect: { '@k.power': 1, '@q.power': 1 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      ],
      expect: { '@k.power': 2, '@q.power': 1 },
    });
  });
});
