import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// deck lists the top card first: two Runes among the top five, a third one sixth
const deck = ['Mountain Brigade', 'Rune of Fortitude', 'Mountain Brigade', 'Master Rune of Valaya', 'Mountain Brigade', 'Rune of Fortitude', 'Mountain Brigade', 'Mountain Brigade'];

describe('Runesmith Apprentice', () => {
  it('after entering play, takes any number of Rune cards among the top five of the deck into hand, then shuffles', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, deck, hand: [{ card: 'Runesmith Apprentice', as: 'r' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'use', card: '@r', ability: 'action', illegal: 'not in play' },
        { type: 'play', card: '@r', zone: 'kingdom' },
        { type: 'use', card: '@r', ability: 'action' },
        // the Runes among the top five only (the sixth card is not searched); non-Rune cards are not offered
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: 'Rune of Fortitude' }, { type: 'target', target: 'Master Rune of Valaya' }, { type: 'pass' }], exclude: [{ type: 'target', target: 'Mountain Brigade' }] },
          },
        },
        { type: 'target', target: 'Master Rune of Valaya' },
        { type: 'target', target: 'Rune of Fortitude' },
        // the sixth card's Rune of Fortitude is out of reach: nothing left to pick, and he is asked anyway
        // (he can only pass) — the other player must not learn that no other Rune was among the five
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'Rune of Fortitude' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.hand': ['Master Rune of Valaya', 'Mountain Brigade', 'Rune of Fortitude'], 'p1.deck.count': 6, log: ['P1 shuffles his deck'] },
    });
  });

  it('may take none of them; the deck is shuffled anyway', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, deck, hand: [{ card: 'Runesmith Apprentice', as: 'r' }, 'Mountain Brigade'] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@r', zone: 'kingdom' }, { type: 'use', card: '@r', ability: 'action' }, { type: 'pass' }],
      expect: { 'p1.hand': ['Mountain Brigade'], 'p1.deck.count': 8, log: ['P1 shuffles his deck'] },
    });
  });

  it('is usable only once, right after it enters play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, deck, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Runesmith Apprentice', as: 'r' }] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
