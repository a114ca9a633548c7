import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Rat Ogres', () => {
  it("at the beginning of your turn, may restore every Skaven unit (any player's, not others), once per copy", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro', corrupt: true }, { card: 'Rat Ogres', as: 'ro2' }, { card: 'Black Orc Squad', as: 'b', corrupt: true }] },
          quest: { cards: [{ card: 'Deathmaster Sniktch', as: 'ds', corrupt: true }] },
        },
        { quest: { cards: [{ card: 'Rat Ogres', as: 'theirs', corrupt: true }] } },
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@ro', ability: 'action' }, { type: 'use', card: '@ro2', ability: 'action' }] } } },
        { type: 'use', card: '@ro', ability: 'action' },
        { type: 'pass', player: 1 },
        { expect: { '@ro.corrupt': false, '@ds.corrupt': false, '@theirs.corrupt': false, '@b.corrupt': true } },
        // that copy is used up for this trigger
        { type: 'use', card: '@ro', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });

  it('not used at the first opportunity, it is gone for the turn', () => {
    expectScenario({
      phase: 'beginTurn',
      // (Flagellants: something else to do in every window)
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro' }, 'Flagellants'] } }),
      decisions: [
        { expect: { options: { include: [{ type: 'use', card: '@ro', ability: 'action' }] } } },
        { type: 'pass' },
        { expect: { phase: 'kingdom', prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@ro', ability: 'action', illegal: 'first opportunity' },
      ],
    });
  });

  it("does not trigger at the beginning of the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Rat Ogres', as: 'ro', corrupt: true }, 'Flagellants'] } }, { hand: ['Mountain Brigade'] }),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@ro', ability: 'action' }] } } },
        { type: 'use', card: '@ro', ability: 'action', illegal: 'first opportunity' },
      ],
      expect: { '@ro.corrupt': true },
    });
  });
});
