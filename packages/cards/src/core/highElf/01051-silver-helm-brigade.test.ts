import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Silver Helm Brigade', () => {
  it('draws a card for its controller when it takes combat damage', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'assign', target: '@m', amount: 1 },
        { expect: { 'p1.hand.count': 0 } },
        { type: 'assign', target: '@s', amount: 2, player: 2 },
      ],
      expect: { '@s.damage': 2, '@m.damage': 1, 'p1.hand.count': 1 },
    });
  });

  it('draws nothing when no damage is dealt to it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Silver Helm Brigade', as: 's' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, 'p1.hand.count': 0 },
    });
  });
});
