import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', { card: 'Rat Ogres', as: 'sixth' }, { card: 'Rat Ogres', as: 'seventh' }];

describe('Scout Camp', () => {
  it('in your kingdom, each search of your deck goes one card deeper', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: DECK as never, kingdom: { cards: ['Scout Camp'] } }, {}, ['skaven', 'orc']),
      decisions: [
        { type: 'play', card: 'Chittering Horde' },
        // the sixth card is searched too (only one card more: not the seventh); it is the only one, so it is offered alone
        { expect: { options: { include: [{ type: 'target', target: '@sixth' }], exclude: [{ type: 'target', target: '@seventh' }] } } },
        { type: 'target', target: '@sixth' },
        // the other searched cards are not Rat Ogres: he is asked anyway and passes (the opponent must not learn it)
        { type: 'pass' },
      ],
      expect: { 'p1.hand': ['Rat Ogres'], '@sixth.loc': 'hand' },
    });
  });

  it('two Scout Camps add one card each', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: DECK as never, kingdom: { cards: ['Scout Camp', 'Scout Camp'] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Chittering Horde' }, { type: 'target', target: '@seventh' }, { type: 'target', target: '@sixth' }, { type: 'pass' }],
      expect: { 'p1.hand': ['Rat Ogres', 'Rat Ogres'] },
    });
  });

  it('does nothing outside the kingdom, nor for the opponent', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Chittering Horde'], deck: DECK as never, quest: { cards: ['Scout Camp'] } }, { kingdom: { cards: ['Scout Camp'] } }, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Chittering Horde' }],
      expect: { 'p1.hand': [] },
    });
  });
});
