import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Master Rune of Defence', () => {
  it('puts into play a Building card of yours that reached your discard pile during this turn, in the zone you pick', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Master Rune of Defence', as: 'r' }, 'Mountain Brigade'],
          discard: [{ card: 'Forge', as: 'old' }, { card: 'Rune of Fortitude', as: 'nb' }],
          kingdom: { cards: [{ card: 'Gate of Sigmar', as: 'g' }] },
        },
        { resources: 3, hand: ['Pillage'], discard: [{ card: 'Armoury', as: 'theirs' }] },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'play', card: 'Pillage', player: 2 },
        { expect: { '@g.loc': 'discard' } },
        { type: 'play', card: '@r' },
        // the Gate is the only target: not the Forge (there since before this turn), nor the opponent's Armoury
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@g.loc': 'quest', '@old.loc': 'discard', '@theirs.loc': 'discard', 'p1.resources': 0 },
    });
  });

  it('cannot be played with no such card', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Master Rune of Defence', as: 'r' }, 'Mountain Brigade'], discard: [{ card: 'Forge', as: 'old' }] },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@r', illegal: '' }],
    });
  });

  it('not a Building that entered the opponent\'s discard pile this turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Master Rune of Defence', as: 'r' }, 'Mountain Brigade'] },
        { resources: 3, hand: ['Pillage'], kingdom: { cards: [{ card: 'Armoury', as: 'theirs' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'pass' },
        // P2 destroys his own Building
        { type: 'play', card: 'Pillage', player: 2 },
        { expect: { '@theirs.loc': 'discard' } },
        { type: 'play', card: '@r', illegal: '' },
      ],
      expect: { '@theirs.loc': 'discard', '@r.loc': 'hand' },
    });
  });
});
