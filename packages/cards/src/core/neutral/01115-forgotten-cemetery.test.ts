import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Forgotten Cemetery', () => {
  it('has +1 power in the quest zone once you have two developments there (not in another zone)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade', 'Mountain Brigade'],
          quest: { cards: [{ card: 'Forgotten Cemetery', as: 'q' }], developments: ['Mountain Brigade'] },
          kingdom: { cards: [{ card: 'Forgotten Cemetery', as: 'k' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
        },
        { quest: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [
        { expect: { '@q.power': 1, '@k.power': 1 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
      ],
      expect: { '@q.power': 2, '@k.power': 1 },
    });
  });

  it('is Limited: a second Limited card cannot be played the same turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Forgotten Cemetery', 'Armoury'] }),
      decisions: [
        { type: 'play', card: 'Forgotten Cemetery', zone: 'quest' },
        { type: 'play', card: 'Armoury', zone: 'kingdom', illegal: 'Limited' },
      ],
      expect: { 'p1.quest.supports': ['Forgotten Cemetery'], 'p1.resources': 4 },
    });
  });
});
