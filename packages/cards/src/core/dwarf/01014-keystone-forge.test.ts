import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Keystone Forge', () => {
  it('heals 1 damage from a section of your capital at the beginning of your turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: ['Keystone Forge'], damage: 2 }, quest: { damage: 3 } }),
      decisions: [{ expect: { prompt: { player: 1, kind: 'choose' } } }, { type: 'target', target: 'quest', owner: 1 }],
      expect: { 'p1.quest.damage': 2, 'p1.kingdom.damage': 2 },
    });
  });

  it('works only from the kingdom and only on its controller turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: ['Keystone Forge'], damage: 2 } }, { kingdom: { cards: ['Keystone Forge'], damage: 2 } }),
      decisions: [],
      expect: { 'p1.battlefield.damage': 2, 'p2.kingdom.damage': 2 },
    });
  });
});
