import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Rat Ogres', 'Rat Ogres'];

describe('Scout Camp', () => {
  it('in your kingdom, your searches look at one more card', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: DECK, kingdom: { cards: ['Scout Camp'] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Chittering Horde' }, { type: 'target', target: 'Rat Ogres' }],
      expect: { 'p1.hand': ['Rat Ogres'] },
    });
  });

  it('does nothing outside the kingdom or for the opponent', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: DECK, quest: { cards: ['Scout Camp'] } }, { kingdom: { cards: ['Scout Camp'] } }, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Chittering Horde' }],
      expect: { 'p1.hand': [] },
    });
  });
});
