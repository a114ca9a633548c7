import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Order in Chaos', () => {
  it("puts the top 2 cards of the opponent's discard pile on top of his deck, the pile's top card on top", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Order in Chaos', 'Mountain Brigade'], discard: ['Shades', 'Dwarf Ranger'] },
        { discard: ['Chaos Knights', 'Black Orc Squad', 'Lobber Crew'], deck: ['Mountain Brigade', 'Mountain Brigade'] },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Order in Chaos' },
        { type: 'mode', index: 0 },
      ],
      expect: { 'p2.discard.order': ['Chaos Knights'], 'p2.deck': 4, 'p1.discard.order': ['Shades', 'Dwarf Ranger', 'Order in Chaos'], 'p1.resources': 0 },
    });
  });

  it('the order on the deck: the next cards the player draws are the old pile top, then the one under it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Order in Chaos', 'Mountain Brigade'], discard: ['Chaos Knights', 'Black Orc Squad', 'Lobber Crew'], deck: ['Mountain Brigade', 'Mountain Brigade'] },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Order in Chaos' },
        { type: 'mode', index: 1 },
        { expect: { 'p1.discard.order': ['Chaos Knights', 'Order in Chaos'], 'p1.deck': 4 } },
        // P1 passes; P2's turn (he draws); P1's next quest phase draws 1 card: the Lobber Crew
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { expect: { turn: 5, phase: 'capital' } },
      ],
      expect: { 'p1.hand': ['Lobber Crew', 'Mountain Brigade'], 'p1.deck': 3 },
    });
  });

  it('with a single card in the pile, that card goes', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Order in Chaos', 'Mountain Brigade'] }, { discard: ['Chaos Knights'], deck: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: 'Order in Chaos' }, { type: 'mode', index: 0 }],
      expect: { 'p2.discard.count': 0, 'p2.deck': 2 },
    });
  });

  it('cannot be played while both discard piles are empty (nothing could move)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Order in Chaos', 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: 'Order in Chaos', illegal: 'could not resolve' }],
    });
  });
});
