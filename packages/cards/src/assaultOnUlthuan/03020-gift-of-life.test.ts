import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gift of Life', () => {
  it('takes one target High Elf unit of your discard pile back into your hand; other races, other card types and the opponent\'s pile are not offered', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Gift of Life', as: 'g' }],
          discard: [{ card: 'Shadow Warrior', as: 'sw' }, { card: 'Sword Masters of Hoeth', as: 'sm' }, { card: 'Shrine of Asuryan', as: 'shrine' }, { card: 'Mountain Brigade', as: 'mb' }],
        },
        { discard: [{ card: 'Loremaster of Hoeth', as: 'theirs' }] },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@g' },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@sw' }, { type: 'target', target: '@sm' }],
              exclude: [{ type: 'target', target: '@shrine' }, { type: 'target', target: '@mb' }, { type: 'target', target: '@theirs' }],
            },
          },
        },
        { type: 'target', target: '@sm' },
      ],
      expect: { '@sm.loc': 'hand', 'p1.hand': ['Sword Masters of Hoeth'], '@sw.loc': 'discard', '@theirs.loc': 'discard', '@g.loc': 'discard' },
    });
  });

  it('cannot be played without a High Elf unit in your discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Gift of Life', as: 'g' }], discard: ['Shrine of Asuryan', 'Mountain Brigade'] },
        { discard: ['Loremaster of Hoeth'] },
        ['high-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@g', illegal: 'no legal target' }],
      expect: { '@g.loc': 'hand', 'p1.resources': 5 },
    });
  });
});
