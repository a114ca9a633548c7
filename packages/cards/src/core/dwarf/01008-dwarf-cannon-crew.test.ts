import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const DECK = ['Mountain Brigade', 'Keystone Forge', 'Master Rune of Dismay', 'Mountain Brigade', 'Mountain Brigade', 'Grudge Thrower'];

describe('Dwarf Cannon Crew', () => {
  it('on entering play, may put a cheap support from the top five cards into its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Dwarf Cannon Crew'], deck: DECK }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Dwarf Cannon Crew', zone: 'kingdom' },
        // cost 4 and sixth-from-top supports are not offered
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: 'Keystone Forge' }, { type: 'pass' }], exclude: [{ type: 'target', target: 'Master Rune of Dismay' }, { type: 'target', target: 'Grudge Thrower' }] },
          },
        },
        { type: 'target', target: 'Keystone Forge' },
      ],
      expect: {
        'p1.kingdom.supports': ['Keystone Forge'],
        'p1.kingdom.units': ['Dwarf Cannon Crew'],
        'p1.deck': 5,
        log: ['P1 shuffles his deck'],
      },
    });
  });

  it('may take nothing; the deck keeps every card and is still shuffled (the search resolved)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Dwarf Cannon Crew'], deck: DECK }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Dwarf Cannon Crew', zone: 'battlefield' }, { type: 'pass', player: 1 }],
      expect: { 'p1.battlefield.supports': [], 'p1.deck.count': 6, log: ['P1 shuffles his deck'] },
    });
  });

  it('finding no cheap support it can put into play (an Attachment needs a host), the deck is shuffled anyway', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Dwarf Cannon Crew'], deck: ['Mountain Brigade', 'Master Rune of Dismay', 'Organ Gun'] }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Dwarf Cannon Crew', zone: 'kingdom' },
        // he is still asked (the opponent must not learn that nothing qualified): he can only pass
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: 'Master Rune of Dismay' }] } } },
        { type: 'pass' },
      ],
      expect: { 'p1.kingdom.supports': [], 'p1.deck.count': 3, prompt: { player: 2, kind: 'action' }, log: ['P1 shuffles his deck'] },
    });
  });
});
