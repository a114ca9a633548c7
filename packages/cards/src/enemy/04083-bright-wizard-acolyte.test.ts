import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bright Wizard Acolyte', () => {
  it("takes 1 damage as its controller's turn ends, not as the opponent's does; Toughness does not cancel it", () => {
    expectScenario({
      phase: 'endTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Bright Wizard Acolyte', as: 'a' }, { card: 'Gromril Armour', attachedTo: '@a' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Bright Wizard Acolyte', as: 'o' }] } },
        ['empire', 'empire'],
      ),
      decisions: [
        { expect: { turn: 4, active: 2, '@a.damage': 1, '@o.damage': 0 } },
        { type: 'pass', player: 2 },
        { expect: { turn: 5, '@a.damage': 1, '@o.damage': 1 } },
      ],
    });
  });

  it('is destroyed by it at its second hit point', () => {
    expectScenario({
      phase: 'endTurn',
      players: board({ kingdom: { cards: [{ card: 'Bright Wizard Acolyte', as: 'a', damage: 1 }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ expect: { turn: 4, '@a.loc': 'discard' } }],
    });
  });
});
