import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Herald of Change', () => {
  it('has 2 more hit points while defending: the attacker must assign it 5 before the capital; once the combat is over, 4 damage destroy it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Herald of Change', as: 'h' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@b' },
        { expect: { '@h.hitPoints': 3 } },
        { type: 'defender', card: '@h', player: 2 },
        { expect: { '@h.hitPoints': 5 } },
        { type: 'assign', target: '@h', amount: 3 },
        // 3 would destroy it without the bonus: with it, the last point cannot go to the capital yet
        { type: 'assign', target: 'kingdom', amount: 1, illegal: 'not among' },
        { type: 'assign', target: '@h', amount: 1 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
      ],
      // the battlefield phase over, it defends no more: 3 hit points with 4 damage
      expect: { '@h.loc': 'discard', 'p2.kingdom.damage': 0 },
    });
  });

  it('has its printed hit points while attacking or out of combat', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Herald of Change', as: 'h' }] } }, { kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, ['chaos', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@h' },
        { type: 'defender', card: '@ck', player: 2 },
        { expect: { '@h.hitPoints': 3 } },
        { type: 'assign', target: '@ck', amount: 1 },
        { type: 'assign', target: '@h', amount: 3, player: 2 },
      ],
      expect: { '@h.loc': 'discard' },
    });
  });
});
