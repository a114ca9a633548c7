import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Rat Ogres', () => {
  it('at the beginning of your turn, may restore every Skaven unit (any player\'s), once', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro', corrupt: true }, { card: 'Black Orc Squad', as: 'b', corrupt: true }] } },
        { quest: { cards: [{ card: 'Rat Ogres', as: 'theirs', corrupt: true }] } },
      ),
      decisions: [
        { type: 'use', card: '@ro', ability: 0 },
        { expect: { '@ro.corrupt': false, '@theirs.corrupt': false, '@b.corrupt': true } },
      ],
    });
  });

  it('cannot be used later in the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro', corrupt: true }] } }),
      decisions: [{ type: 'use', card: '@ro', ability: 0, illegal: 'only right after its trigger' }],
    });
  });
});
