import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Striking the Grudge', () => {
  it('is played from hand in a combat window on an attacking unit, which deals 2 more damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 3, hand: ['Striking the Grudge'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        // no unit is attacking or defending yet, so the first window passes by itself
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'play', card: 'Striking the Grudge' }, // its only legal target is chosen for you
        { expect: { '@b.power': 3, 'p1.discard': ['Striking the Grudge'], 'p1.resources': 0 } },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'assign', target: '@m', amount: 3 },
        { type: 'assign', target: '@b', amount: 2, player: 2 },
      ],
      expect: { '@m.damage': 3, '@b.damage': 2 },
    });
  });
});
