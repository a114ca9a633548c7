import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Squig Herders', () => {
  it('has +1 power only while its controller has a damaged unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { kingdom: { cards: [{ card: 'Squig Herders', as: 's' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] } },
      ),
      expect: { '@s.power': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Squig Herders', as: 's' }, { card: 'Black Orc Squad', as: 'b', damage: 1 }] } }),
      expect: { '@s.power': 2 },
    });
  });
});
