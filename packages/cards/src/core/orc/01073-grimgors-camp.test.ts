import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Grimgor's Camp", () => {
  it('in the kingdom, lowers the cost of the first Orc unit played each turn by 1', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 10,
        hand: ['Totem of Gork', 'Black Orc Squad', 'Black Orc Squad', 'Mountain Brigade'],
        kingdom: { cards: ["Grimgor's Camp"] },
      }),
      decisions: [
        { type: 'play', card: 'Totem of Gork', zone: 'kingdom' }, // not a unit: 3, plus 1 for loyalty
        { expect: { 'p1.resources': 6 } },
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        { expect: { 'p1.resources': 4 } },
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 1 },
    });
  });

  it('does nothing outside the kingdom or for a unit of another race', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Black Orc Squad'], quest: { cards: ["Grimgor's Camp"] } }),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom' }],
      expect: { 'p1.resources': 7 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Mountain Brigade'], kingdom: { cards: ["Grimgor's Camp"] } }),
      decisions: [{ type: 'play', card: 'Mountain Brigade', zone: 'kingdom' }],
      // cost 4, loyalty 2 with no Dwarf symbol
      expect: { 'p1.resources': 4 },
    });
  });
});
