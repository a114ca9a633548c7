import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Frenzied Big 'Un", () => {
  it('in the battlefield: each damaged unit of yours (itself too) has +1 power; undamaged ones and the opponent\'s do not', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          battlefield: { cards: [{ card: "Frenzied Big 'Un", as: 'f', damage: 1 }, { card: 'Black Orc Squad', as: 'whole' }] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 1 }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'o', damage: 1 }] } },
      ),
      decisions: [],
      expect: { '@f.power': 2, '@hurt.power': 2, '@whole.power': 1, '@o.power': 2 },
    });
  });

  it('outside the battlefield it gives nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ quest: { cards: [{ card: "Frenzied Big 'Un", as: 'f', damage: 1 }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 1 }] } }),
      decisions: [],
      expect: { '@f.power': 1, '@hurt.power': 1 },
    });
  });
});
