import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Keystone Forge', () => {
  it('heals 1 damage from a damaged section of your capital (your pick) at the beginning of your turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Keystone Forge'], damage: 2 }, quest: { damage: 3 } }, { kingdom: { damage: 1 } }),
      decisions: [
        {
          expect: {
            phase: 'beginTurn',
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }],
              exclude: [{ type: 'target', target: 'battlefield', owner: 1 }, { type: 'target', target: 'kingdom', owner: 2 }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { 'p1.quest.damage': 2, 'p1.kingdom.damage': 2, 'p2.kingdom.damage': 1 },
    });
  });

  it('works only from the kingdom and only at the beginning of its controller turn; an undamaged capital is left alone', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: ['Keystone Forge'], damage: 2 } }, { kingdom: { cards: ['Keystone Forge'], damage: 2 } }),
      decisions: [],
      expect: { phase: 'capital', 'p1.battlefield.damage': 2, 'p2.kingdom.damage': 2 },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Keystone Forge'] } }),
      decisions: [],
      expect: { phase: 'capital', 'p1.kingdom.damage': 0, log: ['Keystone Forge'] },
    });
  });
});
