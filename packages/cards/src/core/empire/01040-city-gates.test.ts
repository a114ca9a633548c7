import { describe, it } from 'vitest';
import { board, expectScenario, FILLER } from '../../testing.js';

describe('City Gates', () => {
  it("at the beginning of its controller's turn, the deck's top card turns into a development beside it", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { deck: [{ card: 'Peasant Militia', as: 'top' }, ...FILLER], hand: ['Mountain Brigade'], quest: { cards: ['City Gates'] } },
        { quest: { cards: ['City Gates'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [{ expect: { phase: 'capital', '@top.loc': 'quest', '@top.dev': true, 'p1.quest.developments': 1, 'p2.quest.developments': 0 } }],
    });
  });
});
