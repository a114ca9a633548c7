import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Boar Boyz', () => {
  it("gains 2 power once one of its controller's units is damaged (itself included)", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Boar Boyz', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { expect: { '@b.power': 1 } },
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@b', player: 1 },
        { type: 'assign', target: '@b', amount: 3 },
        { type: 'assign', target: '@c', amount: 1, player: 1 }, // counted before it was damaged
      ],
      expect: { '@b.damage': 3, '@b.power': 3, '@c.damage': 1 },
    });
  });

  it("ignores the opponent's damaged units; another damaged unit of yours counts", () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Boar Boyz', as: 'b' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', damage: 2 }] } }),
      expect: { '@b.power': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Boar Boyz', as: 'b' }] }, quest: { cards: [{ card: 'Black Orc Squad', damage: 1 }] } }),
      expect: { '@b.power': 3, 'p1.kingdom.power': 6 },
    });
  });
});
