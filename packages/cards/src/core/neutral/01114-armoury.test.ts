import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Armoury', () => {
  it('has +1 power in the kingdom once you have two developments there (not in another zone)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Armoury', as: 'k' }], developments: ['Mountain Brigade'] },
          quest: { cards: [{ card: 'Armoury', as: 'q' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
        },
        { kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [
        { expect: { '@k.power': 1, '@q.power': 1 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      ],
      expect: { '@k.power': 2, '@q.power': 1, 'p1.kingdom.power': 5 },
    });
  });

  it('is Limited', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Armoury', as: 'a' }, { card: 'Armoury', as: 'b' }] }),
      decisions: [
        { type: 'play', card: '@a', zone: 'kingdom' },
        { type: 'play', card: '@b', zone: 'kingdom', illegal: 'Limited' },
      ],
      expect: { 'p1.kingdom.supports': ['Armoury'], 'p1.resources': 4 },
    });
  });
});
