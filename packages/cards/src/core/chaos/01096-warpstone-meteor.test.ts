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
        // "either ... or" (FAQ: The Word Or): each player picks an option he can carry out, the active player first
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'mode', index: 0 }, { type: 'mode', index: 1 }] } } },
        // his uncorrupted unit in this zone (not the corrupted one, nor his battlefield unit) is the only one: it is picked for him
        { type: 'mode', index: 0, player: 1 },
        { expect: { '@a.corrupt': true, '@f.corrupt': false, prompt: { player: 2, kind: 'choose' } } },
        // P2 could corrupt his Brigade, but damages his capital instead
        { type: 'mode', index: 1, player: 2 },
        { type: 'target', target: 'quest', owner: 2, player: 2 },
      ],
      expect: { '@a.corrupt': true, '@b.corrupt': false, 'p2.quest.damage': 1, 'p1.kingdom.damage': 0 },
    });
  });

  it("does nothing as the opponent's turn begins", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { kingdom: { cards: ['Warpstone Meteor', { card: 'Black Orc Squad', as: 'a' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ expect: { phase: 'capital', prompt: { player: 2, kind: 'action' } } }],
      expect: { '@a.corrupt': false, '@b.corrupt': false, 'p1.kingdom.damage': 0, 'p2.kingdom.damage': 0, 'p2.quest.damage': 0, 'p2.battlefield.damage': 0 },
    });
  });
});
