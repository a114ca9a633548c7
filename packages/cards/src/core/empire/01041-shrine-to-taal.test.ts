import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Shrine to Taal', () => {
  it('at the start of your turn, a unit beside it must get +1 power per development of yours there, until the end of the turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          hand: ['Mountain Brigade'],
          battlefield: { cards: ['Shrine to Taal', { card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }], developments: ['Mountain Brigade'] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }], developments: ['Mountain Brigade'] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@a' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@o' }, { type: 'pass' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@b.power': 3, '@a.power': 1 } }, // 2 developments of his in the battlefield; the kingdom's and P2's do not count
        { type: 'pass', player: 1 }, // capital phase
        { type: 'pass', player: 1 }, // no attack
        { expect: { turn: 4, '@b.power': 1 } },
      ],
    });
  });

  it("does not trigger in the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ battlefield: { cards: ['Shrine to Taal', { card: 'Black Orc Squad', as: 'a' }], developments: ['Mountain Brigade'] } }, {}, ['empire', 'dwarf']),
      decisions: [{ expect: { phase: 'capital', '@a.power': 1 } }],
    });
  });
});
