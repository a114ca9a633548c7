import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Warpstone Meteor', () => {
  it('at the beginning of its controller\'s turn each player corrupts a unit in that zone or damages his own capital', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: ['Warpstone Meteor', { card: 'Black Orc Squad', as: 'a' }, { card: 'Dark Zealot', as: 'c', corrupt: true }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'f' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        // P1 may pick his uncorrupted unit in this zone or a section of his own capital
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: '@c' }, { type: 'target', target: '@f' }, { type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@a', player: 1 },
        { expect: { prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: 'quest', owner: 2, player: 2 },
      ],
      expect: { '@a.corrupt': true, '@b.corrupt': false, 'p2.quest.damage': 1, 'p1.kingdom.damage': 0 },
    });
  });
});
