import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Second Sight', () => {
  it("shows its player the opponent's hand, then he draws a card", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Second Sight'], deck: ['Silver Helm Brigade', 'Mountain Brigade'] },
        { hand: ['Black Orc Squad', 'Troll Vomit'] },
        ['high-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Second Sight' }],
      expect: {
        'p1.hand': ['Silver Helm Brigade'],
        'p1.resources': 0,
        'p2.hand.count': 2,
        log: ['Black Orc Squad', 'Troll Vomit'],
      },
    });
  });

  it('with an empty opposing hand, still draws', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Second Sight'], deck: ['Silver Helm Brigade', 'Mountain Brigade'] }, { hand: [] }, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Second Sight' }],
      expect: { 'p1.hand': ['Silver Helm Brigade'] },
    });
  });
});
