import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Zhufbar Engineers', () => {
  it('when destroyed defending, the opponent sacrifices a unit of his choice in the corresponding zone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Zhufbar Engineers', as: 'z', damage: 2 }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Savage Marauders', as: 'b' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@z' },
        { type: 'assign', target: '@z', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { type: 'assign', target: '@c', amount: 1 },
        { expect: { '@z.loc': 'discard', prompt: { player: 2, kind: 'choose' } } },
        { type: 'target', target: '@b', player: 2 },
      ],
      expect: { '@b.loc': 'discard', '@a.loc': 'kingdom', '@c.loc': 'battlefield' },
    });
  });

  it('does nothing when the opponent has no unit in that zone', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Zhufbar Engineers', as: 'z', damage: 2 }] } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { type: 'defender', card: '@z' },
        { type: 'assign', target: '@z', amount: 3 },
        { type: 'assign', target: '@c', amount: 1 },
      ],
      expect: { '@z.loc': 'discard', '@c.loc': 'battlefield', 'p2.battlefield.units': ['Chaos Knights'] },
    });
  });
});
