import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const decks = {
  p1: ['Chaos Knights', 'Shades', 'Mountain Brigade', 'Mountain Brigade'],
  p2: ['Dwarf Ranger', 'Black Orc Squad', 'Mountain Brigade', 'Mountain Brigade'],
};

describe('Entropy', () => {
  it("discards the top 2 cards of the opponent's deck", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Entropy', 'Mountain Brigade'], deck: decks.p1 }, { deck: decks.p2 }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Entropy' }, { type: 'mode', index: 0 }],
      expect: { 'p2.discard': ['Black Orc Squad', 'Dwarf Ranger'], 'p2.deck': 2, 'p1.deck': 4, 'p1.resources': 0 },
    });
  });

  it('or of your own deck', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Entropy', 'Mountain Brigade'], deck: decks.p1 }, { deck: decks.p2 }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Entropy' }, { type: 'mode', index: 1 }],
      expect: { 'p1.discard': ['Chaos Knights', 'Entropy', 'Shades'], 'p1.deck': 2, 'p2.deck': 4 },
    });
  });
});
