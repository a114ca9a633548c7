import { describe, it } from 'vitest';
import { board, expectScenario } from '../helpers.js';

describe('combat', () => {
  it('Toughness cancels assigned combat damage; the attacker must assign lethal (counting Toughness) before the capital', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Brute', as: 'b1' }, { card: 'Brute', as: 'b2' }] } },
        { kingdom: { cards: [{ card: 'Shieldbearer', as: 'sb' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b1' },
        { type: 'attacker', card: '@b2' }, // every unit declared: the prompt closes by itself
        { type: 'defender', card: '@sb' },
        { expect: { 'prompt.kind': 'assignDamage', options: { exclude: [{ type: 'assign', target: 'kingdom', amount: 1 }] } } },
        { type: 'assign', target: '@sb', amount: 2, player: 1 },
        { expect: { options: { exclude: [{ type: 'assign', target: 'kingdom', amount: 1 }] } } },
        { type: 'assign', target: '@sb', amount: 1 },
        { expect: { options: { include: [{ type: 'assign', target: 'kingdom', amount: 1 }] } } },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@b1', amount: 1, player: 2 },
      ],
      expect: {
        '@sb.loc': 'discard',
        'p2.kingdom.damage': 1,
        '@b1.damage': 1,
        log: ['Toughness 1 cancels 1 damage'],
      },
    });
  });
});
