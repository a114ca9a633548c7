import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Grimgor's Camp", () => {
  it('in the kingdom, lowers the cost of the first Orc unit played each turn by 1 (a support does not use it up)', () => {
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

  it('works again in your next turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Black Orc Squad', 'Black Orc Squad'], kingdom: { cards: ["Grimgor's Camp"] } }),
      decisions: [
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        { expect: { 'p1.resources': 8 } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 }, // P2's capital phase of turn 4
        // turn 5: 5 resources collected (capital 3, Camp 1, Black Orc Squad 1)
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 5 } },
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 3 },
    });
  });

  it("does nothing outside the kingdom, for a unit of another race, or for the opponent's units", () => {
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
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ["Grimgor's Camp"] } }, { resources: 10, hand: ['Black Orc Squad'] }, ['orc', 'orc']),
      decisions: [{ type: 'play', card: 'Black Orc Squad', zone: 'kingdom', player: 2 }],
      expect: { 'p2.resources': 7 },
    });
  });

  it('an Orc unit played before the Camp entered play this turn was the first: the next one pays full price', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Black Orc Squad', "Grimgor's Camp", 'Black Orc Squad'] }),
      decisions: [
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        { type: 'play', card: "Grimgor's Camp", zone: 'kingdom' },
        { expect: { 'p1.resources': 4 } },
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 1 },
    });
  });
});
