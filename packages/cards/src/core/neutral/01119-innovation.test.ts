import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Innovation', () => {
  it('gains 1 resource per development in your kingdom (not other zones, not the opponent’s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Innovation', 'Mountain Brigade'], kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'] }, quest: { developments: ['Mountain Brigade'] } },
        { kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
      ),
      decisions: [{ type: 'play', card: 'Innovation' }],
      expect: { 'p1.resources': 4, 'p1.discard': ['Innovation'] },
    });
  });

  it('cannot be played without a development in your kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Innovation', 'Mountain Brigade'], quest: { developments: ['Mountain Brigade'] } }),
      decisions: [{ type: 'play', card: 'Innovation', illegal: 'could not resolve' }],
    });
  });
});
