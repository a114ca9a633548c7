import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Master Rune of Dismay', () => {
  it("from the kingdom, makes the opponent's units cost him 1 more", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ['Master Rune of Dismay'] } }, { resources: 5, hand: ['Black Orc Squad'] }, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        // 3 printed + 1
        { expect: { 'p2.resources': 1 } },
      ],
    });
  });

  it("does not touch its controller's units, the opponent's other cards, nor work outside the kingdom", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Runesmith'], kingdom: { cards: ['Master Rune of Dismay'] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Runesmith', zone: 'kingdom' }],
      expect: { 'p1.resources': 3 },
    });
    // a support of the opponent: Grimgor's Camp still costs 3
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ['Master Rune of Dismay'] } }, { resources: 5, hand: ["Grimgor's Camp"] }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: "Grimgor's Camp", zone: 'kingdom' }],
      expect: { 'p2.resources': 2 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ battlefield: { cards: ['Master Rune of Dismay'] } }, { resources: 5, hand: ['Black Orc Squad'] }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom' }],
      expect: { 'p2.resources': 2 },
    });
  });

  it('can price an opponent out of a unit', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ['Master Rune of Dismay'] } }, { resources: 3, hand: ['Black Orc Squad', 'Mountain Brigade'] }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom', illegal: 'resources' }],
      expect: { 'p2.resources': 3 },
    });
  });
});
