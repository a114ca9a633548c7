import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Looted Umie Town', () => {
  it('gets +1 power per unit in its own zone, not counting other zones or the opponent\'s units', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          kingdom: { cards: [{ card: 'Looted Umie Town', as: 't' }, 'Black Orc Squad', 'Black Orc Squad'] },
          quest: { cards: ['Black Orc Squad'] },
        },
        { kingdom: { cards: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [],
      // printed 1, +2 for its two neighbours; the kingdom counts 3 + 1 + 1 and the capital's own 3
      expect: { '@t.power': 3, 'p1.kingdom.power': 8 },
    });
  });

  it('follows the count as units enter or leave its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: [{ card: 'Black Orc Squad', as: 'new' }], quest: { cards: [{ card: 'Looted Umie Town', as: 't' }] } }),
      decisions: [
        { expect: { '@t.power': 1 } },
        { type: 'play', card: '@new', zone: 'kingdom' },
        { expect: { '@t.power': 1 } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: [{ card: 'Black Orc Squad', as: 'new' }], quest: { cards: [{ card: 'Looted Umie Town', as: 't' }] } }),
      decisions: [{ type: 'play', card: '@new', zone: 'quest' }],
      expect: { '@t.power': 2 },
    });
  });
});
