import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Thyrus Gorman', () => {
  it("takes 1 damage when its controller's turn ends, not when the opponent's does", () => {
    expectScenario({
      phase: 'endTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Thyrus Gorman', as: 't' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Thyrus Gorman', as: 'o' }] } },
        ['empire', 'empire'],
      ),
      decisions: [
        { expect: { turn: 4, active: 2, phase: 'capital', '@t.damage': 1, '@o.damage': 0 } },
        { type: 'pass', player: 2 },
        { expect: { turn: 5, active: 1, '@t.damage': 1, '@o.damage': 1 } },
      ],
    });
  });

  it('is destroyed by that damage when it reaches his hit points', () => {
    expectScenario({
      phase: 'endTurn',
      players: board({ kingdom: { cards: [{ card: 'Thyrus Gorman', as: 't', damage: 2 }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ expect: { turn: 4, '@t.loc': 'discard' } }],
    });
  });
});
