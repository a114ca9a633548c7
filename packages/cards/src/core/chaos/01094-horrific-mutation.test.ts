import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Horrific Mutation', () => {
  it('while its host attacks, defending units have 1 less hit point', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Horrific Mutation', attachedTo: '@k' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'q' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { '@h.hitPoints': 2 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@h' },
        { expect: { '@h.hitPoints': 1, '@q.hitPoints': 4 } },
        // lethal is now 1 hit point + Toughness 1, so 1 damage may go to the capital
        { type: 'assign', target: '@h', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@k', amount: 1 },
      ],
      expect: { '@h.loc': 'discard', 'p2.kingdom.damage': 1 },
    });
  });
});
