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
      // one draw for the one instance of damage, however many points (the game then runs on into P2's turn)
      expect: { '@s.damage': 2, '@m.damage': 1, 'p1.hand.count': 1, turn: 4 },
    });
  });

  it("draws for its controller when an opponent's effect damages it, even if that destroys it", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 6, hand: ['Flames of Tzeentch', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 's' }] } },
      ),
      decisions: [{ type: 'play', card: 'Flames of Tzeentch', x: 3 }],
      expect: { '@s.loc': 'discard', 'p2.hand.count': 1, 'p1.hand.count': 1, turn: 3 },
    });
  });

  it('draws nothing when no damage is placed on it', () => {
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
