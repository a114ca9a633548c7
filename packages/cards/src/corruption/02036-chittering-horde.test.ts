import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = ['Rat Ogres', 'Mountain Brigade', 'Warp Lightning Cannon', 'Mountain Brigade', 'Mountain Brigade', { card: 'Rat Ogres', as: 'sixth' }];

describe('Chittering Horde', () => {
  it('searches the top five cards for any number of Skaven cards to put into your hand', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: DECK as never }, {}, ['skaven', 'orc']),
      decisions: [
        { type: 'play', card: 'Chittering Horde' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'Rat Ogres' },
        { type: 'target', target: 'Warp Lightning Cannon' },
      ],
      // the sixth card (a Skaven unit) was not searched
      expect: { 'p1.hand': ['Rat Ogres', 'Warp Lightning Cannon'] },
    });
  });
});
