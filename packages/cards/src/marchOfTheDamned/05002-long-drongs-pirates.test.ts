import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Long Drong's Pirates", () => {
  it('has +2 power with two other Slayer units of yours in its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Huntsmen'], kingdom: { cards: [{ card: "Long Drong's Pirates", as: 'p' }, 'Dragonslayer', 'Serpent Slayer'] } },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [{ expect: { '@p.power': 3 } }],
    });
  });

  it('not with one other Slayer there, nor with Slayers in another zone, nor with non-Slayers', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Huntsmen'],
          kingdom: { cards: [{ card: "Long Drong's Pirates", as: 'p' }, 'Dragonslayer', 'Mountain Brigade', 'Black Orc Squad'] },
          quest: { cards: ['Serpent Slayer', 'Dragonslayer'] },
        },
        { kingdom: { cards: ['Serpent Slayer', 'Dragonslayer'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [{ expect: { '@p.power': 1 } }],
    });
  });
});
