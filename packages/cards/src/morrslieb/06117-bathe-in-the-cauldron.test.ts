import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// Their top five hold exactly 2 unit cards; the sixth card (a unit) stays.
const theirDeck = [
  { card: 'Black Orc Squad', as: 't1' },
  { card: 'Greater Heal', as: 't2' },
  { card: 'Mountain Brigade', as: 't3' },
  { card: 'Choppa', as: 't4' },
  { card: 'Greater Heal', as: 't5' },
  { card: 'Mountain Brigade', as: 't6' },
];
const myDeck = [
  { card: 'Black Orc Squad', as: 'm1' },
  { card: 'Black Orc Squad', as: 'm2' },
  { card: 'Greater Heal', as: 'm3' },
  { card: 'Black Orc Squad', as: 'm4' },
  { card: 'Choppa', as: 'm5' },
  { card: 'Shadow Warrior', as: 'm6' },
  { card: 'Silver Helm Brigade', as: 'm7' },
  { card: 'Korhil', as: 'm8' },
  'Mountain Brigade',
];
const cauldron = (p1: object = {}, p2: object = {}) =>
  // (no Dark Elf loyalty icons in play: 3 + 3 for its loyalty)
  board({ resources: 6, hand: ['Bathe in the Cauldron'], deck: myDeck, ...p1 }, { deck: theirDeck, ...p2 }, ['dark-elf', 'dwarf']);

describe('Bathe in the Cauldron', () => {
  it("the opponent as target: his top 5 cards are discarded, and you draw one card per unit card among them", () => {
    expectScenario({
      phase: 'capital',
      players: cauldron(),
      decisions: [
        { type: 'play', card: 'Bathe in the Cauldron' },
        { type: 'mode', index: 0 },
      ],
      expect: {
        '@t1.loc': 'discard', '@t2.loc': 'discard', '@t3.loc': 'discard', '@t4.loc': 'discard', '@t5.loc': 'discard', '@t6.loc': 'deck',
        // 2 units among them: you draw your 2 top cards
        '@m1.loc': 'hand', '@m2.loc': 'hand', '@m3.loc': 'deck', 'p1.hand.count': 2, 'p1.deck': 7,
      },
    });
  });

  it('yourself as target: your own top 5 are discarded first, then you draw from what is left, one per unit among them (3)', () => {
    expectScenario({
      phase: 'capital',
      players: cauldron(),
      decisions: [
        { type: 'play', card: 'Bathe in the Cauldron' },
        { type: 'mode', index: 1 },
        // (he orders the cards entering his discard pile together)
        { type: 'pass' },
      ],
      expect: {
        '@m1.loc': 'discard', '@m2.loc': 'discard', '@m3.loc': 'discard', '@m4.loc': 'discard', '@m5.loc': 'discard',
        '@m6.loc': 'hand', '@m7.loc': 'hand', '@m8.loc': 'hand', 'p1.hand.count': 3, 'p1.deck': 1, 'p2.deck': 6,
      },
    });
  });

  it('no unit among the discarded cards: no draw; a deck with fewer than 5 cards loses what it has', () => {
    expectScenario({
      phase: 'capital',
      players: cauldron({}, { deck: [{ card: 'Greater Heal', as: 'g1' }, { card: 'Choppa', as: 'g2' }], hand: ['Mountain Brigade'] }),
      decisions: [
        { type: 'play', card: 'Bathe in the Cauldron' },
        { type: 'mode', index: 0 },
      ],
      expect: { '@g1.loc': 'discard', '@g2.loc': 'discard', 'p2.deck': 0, 'p1.hand.count': 0, 'p1.deck': 9 },
    });
  });
});
