import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blind River Goblin', () => {
  it('has 1 more power while its controller has a legend in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ legend: 'Grom the Paunch', kingdom: { cards: [{ card: 'Blind River Goblin', as: 'g' }] } }),
      decisions: [],
      expect: { '@g.power': 2, 'p1.kingdom.power': 3 + 2 + 2 },
    });
  });

  it("has its printed power without a legend, or with only the opponent's", () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Blind River Goblin', as: 'g' }] } }, { legend: 'Grombrindal' }),
      decisions: [],
      expect: { '@g.power': 1 },
    });
  });
});
