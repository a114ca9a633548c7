import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Contested Fortress', () => {
  it('cancels 1 damage to its controller’s capital once each turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, { kingdom: { cards: ['Contested Fortress'] } }),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { 'p2.quest.damage': 2, log: ['Contested Fortress#'] },
    });
  });
});
