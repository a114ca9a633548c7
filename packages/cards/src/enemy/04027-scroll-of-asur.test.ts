import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const deck = [
  { card: 'Chaos Knights', as: 'd1' },
  { card: 'Troll Vomit', as: 'd2' },
  { card: 'Black Orc Squad', as: 'd3' },
  { card: 'Squig Herders', as: 'd4' },
  { card: 'Lobber Crew', as: 'd5' },
  { card: 'Crooked Teef Goblins', as: 'd6' },
];

describe('Scroll of Asur', () => {
  it('looks at the top five cards and puts them back on top in the chosen order (the last put back on top)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 2, deck, hand: [{ card: 'Scroll of Asur', as: 's' }, 'Mountain Brigade'] }, {}, ['high-elf', 'orc']),
      decisions: [
        // (P2, the active player, has nothing to do in his capital phase)
        { type: 'play', card: '@s', player: 1 },
        // only the top five, the sixth is not looked at
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [1, 2, 3, 4, 5].map((i) => ({ type: 'target', target: `@d${i}` })),
              exclude: [{ type: 'target', target: '@d6' }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: '@d1' },
        { expect: { options: { exclude: [{ type: 'target', target: '@d1' }, { type: 'target', target: '@d6' }] } } },
        { type: 'target', target: '@d3' },
        { type: 'target', target: '@d5' },
        { type: 'target', target: '@d2' },
        // d4, the last one, is put back by itself, on top; nothing left the deck. P2 has nothing to do:
        // the turn ends, and P1's quest phase on turn 4 draws his new top card
      ],
      expect: { turn: 4, 'p1.hand': ['Mountain Brigade', 'Squig Herders'], 'p1.deck': 5, 'p1.discard': ['Scroll of Asur'], '@d6.loc': 'deck' },
    });
  });

  it('with fewer than five cards in the deck, orders those there are', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 2, deck: deck.slice(0, 2), hand: [{ card: 'Scroll of Asur', as: 's' }, 'Mountain Brigade'] }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: '@s', player: 1 },
        { expect: { options: { include: [{ type: 'target', target: '@d1' }, { type: 'target', target: '@d2' }], exclude: [{ type: 'pass' }] } } },
        // d1 back first: d2 ends on top
        { type: 'target', target: '@d1' },
      ],
      expect: { turn: 4, 'p1.hand': ['Mountain Brigade', 'Troll Vomit'], 'p1.deck': 1 },
    });
  });
  it('the order chosen is kept below the top card too: a three-card draw takes the last three put back', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      // (a Brigade in P1's quest zone: 3 quest power, so his next quest phase draws three cards)
      players: board({ resources: 2, deck, hand: [{ card: 'Scroll of Asur', as: 's' }], quest: { cards: ['Mountain Brigade'] } }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: '@s', player: 1 },
        // put back d1, d3, d5, d2, then d4: from the top, d4, d2, d5, d3, d1
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d3' },
        { type: 'target', target: '@d5' },
        { type: 'target', target: '@d2' },
      ],
      expect: { turn: 4, 'p1.hand': ['Squig Herders', 'Troll Vomit', 'Lobber Crew'], '@d3.loc': 'deck', '@d1.loc': 'deck', '@d6.loc': 'deck' },
    });
  });
});
