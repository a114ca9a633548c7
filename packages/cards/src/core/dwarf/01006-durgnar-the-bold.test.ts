import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Durgnar the Bold', () => {
  it('has +2 power only while a section of its controller capital burns', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { kingdom: { cards: [{ card: 'Durgnar the Bold', as: 'd' }], burning: true } },
        { battlefield: { cards: [{ card: 'Durgnar the Bold', as: 'e' }] }, quest: { burning: true } },
      ),
      decisions: [],
      expect: { '@d.power': 4, '@e.power': 4 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Durgnar the Bold', as: 'd' }], damage: 7 } }, { quest: { burning: true } }),
      decisions: [],
      expect: { '@d.power': 2 },
    });
  });
});
