import { describe, expect, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// top card first
const deck = ['Black Orc Squad', 'Savage Marauders', 'Chaos Knights', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'];

describe('Advanced Engineering', () => {
  it('at the beginning of your turn, puts one of the top two cards at the bottom of the deck; the other stays on top', () => {
    const r = expectScenario({
      phase: 'beginTurn',
      players: board({ deck, kingdom: { cards: [{ card: 'Advanced Engineering', as: 'a' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'use', card: '@a', ability: 'action' },
        // only the top two cards are looked at
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'Black Orc Squad' }, { type: 'target', target: 'Savage Marauders' }], exclude: [{ type: 'target', target: 'Chaos Knights' }, { type: 'pass' }] } } },
        { type: 'target', target: 'Black Orc Squad' },
      ],
      // the quest phase draws the top card: the one kept on top
      expect: { phase: 'capital', 'p1.hand': ['Savage Marauders'], 'p1.deck.count': 6 },
    });
    const p1 = r.state.players[0];
    // the deck's bottom (first in the list) is the card put there: the Black Orc Squad
    expect(r.state.cards[p1.deck[0]!]!.def).toBe('01060');
  });

  it('only at the beginning of your turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ deck, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Advanced Engineering', as: 'a' }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@a', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
