import { afterAll, beforeAll, describe, it } from 'vitest';
import { useRuleset, type CardDef } from '@invasion/engine';
import { RULESET } from '../index.js';
import { board, expectScenario } from '../testing.js';

// A test-only vanilla unit whose printed cost is X (the pool's only such unit, Shaggoth Champion, is not implemented).
const X_UNIT: CardDef = {
  id: 'zz961', name: 'Test X Brute', type: 'Unit', race: 'Orc', cost: 'X', loyalty: 0, power: 3, hitPoints: 5, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: ['Orc'], implemented: true,
  abilities: [],
};
// Card test files share their worker's modules (vitest.config.ts): install the superset for this file only.
beforeAll(() => useRuleset({ ...RULESET, cards: [...RULESET.cards, X_UNIT] }));
afterAll(() => useRuleset(RULESET));

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

  it('a unit whose printed cost is X counts it as 0 and is destroyed (FAQ: The Letter X)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ["Smash 'Em!", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Test X Brute', as: 'x' }, { card: 'Dwarf Ranger', as: 'r' }] } },
      ),
      decisions: [{ type: 'play', card: "Smash 'Em!" }],
      expect: { '@x.loc': 'discard', '@b.loc': 'kingdom', '@r.loc': 'kingdom' },
    });
  });
});
