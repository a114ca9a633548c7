import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const vomitBoard = (p2Resources: number, altarZone: 'kingdom' | 'quest' = 'kingdom') =>
  board(
    { resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
    {
      resources: p2Resources,
      [altarZone]: { cards: [{ card: 'Altar of Khaine', as: 'alt' }] },
      battlefield: { cards: [{ card: 'Cold One Knight', as: 'g' }, { card: 'Shades', as: 'm' }] },
    },
    ['orc', 'dark-elf'],
  );

describe('Altar of Khaine', () => {
  it('replaces the destruction of each of your units, one question per unit, as long as you can pay 1', () => {
    expectScenario({
      phase: 'capital',
      players: vomitBoard(1),
      decisions: [
        { type: 'play', card: '@v' },
        // P1's unit is destroyed at once; P2 is asked about one of his units
        { expect: { '@o.loc': 'discard', prompt: { player: 2, kind: 'replace' }, options: { include: [{ type: 'resolve', index: 0 }, { type: 'pass' }] } } },
        { type: 'resolve', index: 0, player: 2 },
        // his last resource is spent: the other unit is destroyed without a question
      ],
      expect: { '@m.loc': 'hand', '@g.loc': 'discard', 'p2.resources': 0, 'p2.discard': ['Cold One Knight'], '@alt.loc': 'kingdom' },
    });
    expectScenario({
      phase: 'capital',
      players: vomitBoard(3),
      decisions: [
        { type: 'play', card: '@v' },
        { type: 'resolve', index: 0, player: 2 },
        { expect: { prompt: { player: 2, kind: 'replace' } } },
        { type: 'resolve', index: 0, player: 2 },
      ],
      expect: { '@m.loc': 'hand', '@g.loc': 'hand', 'p2.resources': 1, 'p2.discard': [] },
    });
  });

  it('may be declined for each unit; it does nothing outside the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: vomitBoard(3),
      decisions: [{ type: 'play', card: '@v' }, { type: 'pass', player: 2 }, { type: 'resolve', index: 0, player: 2 }],
      expect: { '@m.loc': 'discard', '@g.loc': 'hand', 'p2.resources': 2, '@o.loc': 'discard' },
    });
    expectScenario({
      phase: 'capital',
      players: vomitBoard(3, 'quest'),
      decisions: [{ type: 'play', card: '@v' }],
      expect: { '@g.loc': 'discard', '@m.loc': 'discard', 'p2.resources': 3 },
    });
  });

  it('returns the unit to its owner\'s hand (errata)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'] },
        { resources: 1, kingdom: { cards: ['Altar of Khaine'] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', owner: 1 }] } },
        ['orc', 'dark-elf'],
      ),
      decisions: [{ type: 'play', card: '@v' }, { type: 'resolve', index: 0, player: 2 }],
      expect: { '@b.loc': 'hand', 'p1.hand': ['Black Orc Squad', 'Mountain Brigade'], 'p2.hand.count': 0, 'p2.resources': 0, 'p1.discard': ['Troll Vomit'] },
    });
  });

  it('does not replace a sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } }, { resources: 2, kingdom: { cards: ['Altar of Khaine'] }, battlefield: { cards: [{ card: 'Shades', as: 's' }] } }, ['orc', 'dark-elf']),
      decisions: [{ type: 'use', card: '@l', ability: 'action' }],
      expect: { '@s.loc': 'discard', 'p2.resources': 2 },
    });
  });
});
