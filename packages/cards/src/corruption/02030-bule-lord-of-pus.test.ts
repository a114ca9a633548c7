import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bule, Lord of Pus', () => {
  it('at the beginning of your turn you must corrupt a target unit (any player\'s, Bule included)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Bule, Lord of Pus', as: 'bule' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Keystone Forge', as: 'kf' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        // a Forced effect: no passing; supports are not units
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@bule' }], exclude: [{ type: 'pass' }, { type: 'target', target: '@kf' }] } } },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.corrupt': true, '@bule.corrupt': false },
    });
  });

  it("does nothing at the beginning of the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Bule, Lord of Pus', as: 'bule' }] } }, { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, ['chaos', 'orc']),
      decisions: [],
      expect: { '@b.corrupt': false, '@bule.corrupt': false },
    });
  });
});
