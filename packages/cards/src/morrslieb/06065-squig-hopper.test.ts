import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Squig Hopper', () => {
  it('has +1 power while you control another Goblin unit, in any zone, and loses it when that one leaves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Sacrifice to Khaine', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Squig Hopper', as: 'h' }] } },
        { quest: { cards: [{ card: 'Lobber Crew', as: 'g' }] } },
        ['orc', 'dark-elf'],
      ),
      active: 2,
      decisions: [],
      expect: { '@h.power': 1 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: 'Lobber Crew', as: 'g' }] }, battlefield: { cards: [{ card: 'Squig Hopper', as: 'h' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { resources: 5, hand: ['Sacrifice to Khaine', 'Mountain Brigade'] },
        ['orc', 'dark-elf'],
      ),
      decisions: [
        { expect: { '@h.power': 2 } },
        { type: 'play', card: 'Sacrifice to Khaine', player: 2 },
        { type: 'target', target: '@g', player: 1 },
      ],
      expect: { '@g.loc': 'discard', '@h.power': 1 },
    });
  });

  it('a second Squig Hopper is another Goblin: each gets +1; a Hopper alone does not count itself', () => {
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Squig Hopper', as: 'a' }] }, battlefield: { cards: [{ card: 'Squig Hopper', as: 'b' }] } }),
      decisions: [],
      expect: { '@a.power': 2, '@b.power': 2 },
    });
  });
});
