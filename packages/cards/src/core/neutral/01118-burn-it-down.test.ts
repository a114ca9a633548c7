import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Burn it Down', () => {
  it('destroys a target support whose printed cost is at most your battlefield developments (loyalty aside; yours too)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Burn it Down', 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, kingdom: { cards: [{ card: 'Rock Lobber', as: 'own' }], developments: ['Mountain Brigade'] } },
        // Armoury costs 2; Banna of da Red Sunz 4; Totem of Gork 3 (+ loyalty, which does not count)
        { kingdom: { cards: [{ card: 'Armoury', as: 'a' }, { card: 'Banna of da Red Sunz', as: 'b' }, { card: 'Totem of Gork', as: 't' }, { card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: 'Burn it Down' },
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@own' }],
              exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@t' }, { type: 'target', target: '@m' }],
            },
          },
        },
        { type: 'target', target: '@a' },
      ],
      expect: { '@a.loc': 'discard', '@b.loc': 'kingdom', '@own.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it('has no legal target when every support costs more than X (developments elsewhere do not count)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Burn it Down', 'Mountain Brigade'], battlefield: { developments: ['Mountain Brigade'] }, kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } }, {
        kingdom: { cards: ['Armoury'] },
      }),
      decisions: [{ type: 'play', card: 'Burn it Down', illegal: 'no legal target' }],
    });
  });

  it('is cancelled when X has dropped below the target’s cost by the time it resolves (FAQ: targets are re-checked)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Burn it Down', 'Mountain Brigade'], battlefield: { developments: [{ card: 'Mountain Brigade', as: 'd1' }, 'Mountain Brigade'] } },
        { resources: 5, hand: ["Rip Dere 'Eads Off!"], kingdom: { cards: [{ card: 'Armoury', as: 'a' }] } },
        ['orc', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Burn it Down' }, // the Armoury is the only legal target
        { type: 'play', card: "Rip Dere 'Eads Off!", player: 2 },
        { type: 'target', target: '@d1', player: 2 }, // one development fewer: X is 1
      ],
      expect: { '@a.loc': 'kingdom', '@d1.dev': false, 'p1.discard': ['Burn it Down'], log: ['no longer valid'] },
    });
  });
});
