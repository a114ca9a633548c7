import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Sigmar's Blessed", () => {
  it('when it dies, a unit of either player in the same zone goes back to the hand it came from', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: "Sigmar's Blessed", as: 's' }, { card: 'Peasant Militia', as: 'p' }] }, quest: { cards: ['Peasant Militia'] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@s' },
        { type: 'pass', player: 1 },
        { type: 'assign', target: '@s', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@c', amount: 1, player: 1 },
        { expect: { '@s.loc': 'discard', prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: '@c' }] } } },
        { type: 'target', target: '@k' },
      ],
      expect: { '@k.loc': 'hand', 'p2.hand': ['Black Orc Squad'], '@p.loc': 'kingdom' },
    });
  });
});
