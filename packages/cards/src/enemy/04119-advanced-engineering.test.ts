import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const deck = ['Black Orc Squad', 'Savage Gors', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'];

describe('Advanced Engineering', () => {
  it('at the beginning of your turn, keeps one of the top two cards on top and puts the other at the bottom', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ deck, kingdom: { cards: [{ card: 'Advanced Engineering', as: 'a' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'use', card: '@a', ability: 0 },
        { expect: { options: { include: [{ type: 'target', target: 'Black Orc Squad' }, { type: 'target', target: 'Savage Gors' }], exclude: [{ type: 'target', target: 'Mountain Brigade' }] } } },
        { type: 'target', target: 'Savage Gors' },
        { type: 'pass' },
      ],
      // the quest phase draws the top card: the one kept on top
      expect: { phase: 'capital', 'p1.hand': ['Savage Gors'] },
    });
  });
});
