import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Choppa', () => {
  it('attaches to a unit in your battlefield and gives it +2 power; it leaves with its host', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Choppa'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b', damage: 3 }] } }),
      decisions: [
        { type: 'play', card: 'Choppa', zone: 'kingdom', target: '@k', illegal: 'cannot be attached' },
        { type: 'play', card: 'Choppa', zone: 'battlefield', target: '@b' },
      ],
      expect: { '@b.power': 3, 'p1.battlefield.supports': ['Choppa'], 'p1.resources': 4 },
    });
  });
});
