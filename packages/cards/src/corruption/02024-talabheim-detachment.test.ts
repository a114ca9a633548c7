import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Talabheim Detachment', () => {
  it("spends 1 to return to its owner's hand, damage and all gone, at any action window (here the opponent's turn)", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, battlefield: { cards: [{ card: 'Talabheim Detachment', as: 't', damage: 1 }] } },
        { hand: ['Mountain Brigade'] },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@t', ability: 'action', player: 1 },
      ],
      expect: { '@t.loc': 'hand', 'p1.hand': ['Talabheim Detachment'], 'p1.resources': 0 },
    });
  });

  it('cannot be used without a resource to spend', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Talabheim Detachment', as: 't' }] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@t', ability: 'action', illegal: 'costs more' }],
    });
  });
});
