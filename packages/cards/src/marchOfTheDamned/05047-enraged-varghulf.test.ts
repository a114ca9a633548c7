import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Enraged Varghulf', () => {
  it('when it attacks, gains power equal to the power of a target unit in the defending zone, until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Enraged Varghulf', as: 'v' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mk' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Black Orc Squad', as: 'b' }] }, quest: { cards: [{ card: 'Chaos Knights', as: 'q' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@v' },
        { type: 'use', card: '@v', ability: 'action' },
        // units in the zone under attack only: not the defender's quest zone, not the attacker's own kingdom
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@mk' }, { type: 'target', target: '@v' }] } } },
        { type: 'target', target: '@k' },
        { expect: { '@v.power': 5 } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 5 },
      ],
      expect: { 'p2.kingdom.damage': 5, turn: 4, '@v.power': 2 },
    });
  });

  it('cannot be used when it did not attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Enraged Varghulf', as: 'v' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, '@v.power': 2 } },
      ],
    });
  });
});
