import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Favour of Mork', () => {
  it('moves 1 power from one target unit to another until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Favour of Mork', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Favour of Mork' },
        { type: 'target', target: '@m' },
        // the second target is the only other unit, picked automatically
      ],
      expect: { '@m.power': 1, '@b.power': 2, 'p1.resources': 2, 'p1.discard': ['Favour of Mork'] },
    });
  });

  it('needs two units in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Favour of Mork', 'Mountain Brigade'], kingdom: { cards: ['Black Orc Squad'] } }),
      decisions: [{ type: 'play', card: 'Favour of Mork', illegal: 'no legal target' }],
    });
  });
});
