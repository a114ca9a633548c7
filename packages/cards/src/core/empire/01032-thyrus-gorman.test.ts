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
      decisions: [{ expect: { active: 2, phase: 'capital', '@t.damage': 1, '@o.damage': 0 } }],
    });
  });
});
