import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Shrine to Taal', () => {
  it('at the start of your turn, a unit beside it gets +1 power per development of yours there', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        {
          hand: ['Mountain Brigade'],
          battlefield: { cards: ['Shrine to Taal', { card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] },
        },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@b' },
        { expect: { '@b.power': 3, '@a.power': 1 } },
      ],
    });
  });
});
