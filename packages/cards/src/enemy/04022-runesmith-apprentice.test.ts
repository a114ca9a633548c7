import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// deck lists the top card first
const deck = ['Mountain Brigade', 'Rune of Fortitude', 'Mountain Brigade', 'Master Rune of Valaya', 'Mountain Brigade', 'Rune of Fortitude', 'Mountain Brigade', 'Mountain Brigade'];

describe('Runesmith Apprentice', () => {
  it('when it enters play, takes any Rune cards among the top five of the deck into hand, then shuffles', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, deck, hand: [{ card: 'Runesmith Apprentice', as: 'r' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: '@r', zone: 'kingdom' },
        { type: 'use', card: '@r', ability: 0 },
        // the sixth card (a Rune) is not searched
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'Rune of Fortitude' }, { type: 'target', target: 'Master Rune of Valaya' }, { type: 'pass' }] } } },
        { type: 'target', target: 'Master Rune of Valaya' },
        { type: 'target', target: 'Rune of Fortitude' },
      ],
      expect: { 'p1.hand': ['Master Rune of Valaya', 'Mountain Brigade', 'Rune of Fortitude'], 'p1.deck.count': 6, log: ['reveals Master Rune of Valaya'] },
    });
  });

  it('may take none of them', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, deck, hand: [{ card: 'Runesmith Apprentice', as: 'r' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@r', zone: 'kingdom' }, { type: 'use', card: '@r', ability: 0 }, { type: 'pass' }],
      expect: { 'p1.hand': ['Mountain Brigade'], 'p1.deck.count': 8 },
    });
  });
});
