import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const vomitBoard = (p2Resources: number, altarZone: 'kingdom' | 'quest' = 'kingdom') =>
  board(
    { resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
    {
      resources: p2Resources,
      [altarZone]: { cards: [{ card: 'Altar of Khaine', as: 'alt' }] },
      battlefield: { cards: [{ card: 'Savage Gors', as: 'g' }, { card: 'Mountain Brigade', as: 'm' }] },
    },
    ['orc', 'dark-elf'],
  );

describe('Altar of Khaine', () => {
  it('lets you spend 1 resource per unit to return it to its owner\'s hand instead of being destroyed', () => {
    expectScenario({
      phase: 'capital',
      players: vomitBoard(1),
      decisions: [
        { type: 'play', card: '@v' },
        // both of P2's units wait for his choice; he orders them
        { expect: { prompt: { player: 2, kind: 'orderEffects' }, '@o.loc': 'discard' } },
        { type: 'resolve', index: 0 },
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: '@g' }, { type: 'pass' }] } } },
        { type: 'target', target: '@g' },
        // no resource left: the second unit is destroyed without a choice
      ],
      expect: { '@g.loc': 'hand', '@m.loc': 'discard', 'p2.resources': 0, '@alt.loc': 'kingdom' },
    });
  });

  it('may be declined, and does nothing outside the kingdom or for the opponent\'s units', () => {
    expectScenario({
      phase: 'capital',
      players: vomitBoard(3),
      decisions: [{ type: 'play', card: '@v' }, { type: 'resolve', index: 0 }, { type: 'pass', player: 2 }, { type: 'pass', player: 2 }],
      expect: { '@g.loc': 'discard', '@m.loc': 'discard', 'p2.resources': 3, '@o.loc': 'discard' },
    });
    expectScenario({
      phase: 'capital',
      players: vomitBoard(3, 'quest'),
      decisions: [{ type: 'play', card: '@v' }],
      expect: { '@g.loc': 'discard', '@m.loc': 'discard', 'p2.resources': 3 },
    });
  });
});
