import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Smash 'Em!", () => {
  it("destroys every unit of printed cost 2 or less, both players', and nothing else", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: ["Smash 'Em!", 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Black Orc Squad', as: 'b2' }, { card: 'Crooked Teef Goblins', as: 'g' }] },
        },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }, { card: 'Dwarf Ranger', as: 'r' }, { card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: "Smash 'Em!" },
        { type: 'pass', player: 2 },
      ],
      expect: { '@g.loc': 'discard', '@l.loc': 'discard', '@b1.loc': 'kingdom', '@b2.loc': 'kingdom', '@r.loc': 'kingdom', '@m.loc': 'kingdom', 'p1.resources': 0 },
    });
  });
});
