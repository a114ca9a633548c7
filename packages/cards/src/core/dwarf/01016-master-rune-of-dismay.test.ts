import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Master Rune of Dismay', () => {
  it('from the kingdom, makes the opponent units cost 1 more but not your own', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ['Master Rune of Dismay'] } }, { resources: 5, hand: ['Black Orc Squad'] }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom' }],
      expect: { 'p2.resources': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Runesmith'], kingdom: { cards: ['Master Rune of Dismay'] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Runesmith', zone: 'kingdom' }],
      expect: { 'p1.resources': 3 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ battlefield: { cards: ['Master Rune of Dismay'] } }, { resources: 5, hand: ['Black Orc Squad'] }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom' }],
      expect: { 'p2.resources': 2 },
    });
  });
});
