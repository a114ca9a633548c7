import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const lobber = { resources: 8, hand: ['Mountain Brigade'], battlefield: { cards: ['Rock Lobber', 'Lobber Crew', { card: 'Chaos Knights', as: 'ck' }] } };

describe('Contested Fortress', () => {
  it("cancels 1 damage to its controller's capital once each turn: a second hit the same turn is dealt in full", () => {
    expectScenario({
      phase: 'capital',
      players: board(lobber, { kingdom: { cards: ['Contested Fortress'] } }),
      decisions: [
        { type: 'use', card: 'Rock Lobber', ability: 'action' },
        { type: 'target', target: 'Lobber Crew' },
        { type: 'target', target: 'quest', owner: 2 },
        { expect: { 'p2.quest.damage': 1, log: ['Contested Fortress#'] } },
        { type: 'pass' }, // to the battlefield phase
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { 'p2.kingdom.damage': 3, 'p2.quest.damage': 1 },
    });
  });

  it("does not cover the opponent's capital, nor units", () => {
    expectScenario({
      phase: 'capital',
      players: board({ ...lobber, kingdom: { cards: ['Contested Fortress'] } }),
      decisions: [
        { type: 'use', card: 'Rock Lobber', ability: 'action' },
        { type: 'target', target: 'Lobber Crew' },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { 'p2.quest.damage': 2 },
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, { kingdom: { cards: ['Contested Fortress', { card: 'Mountain Brigade', as: 'm' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@m', player: 2 },
        { type: 'assign', target: '@m', amount: 3 },
        { type: 'assign', target: '@ck', amount: 2, player: 2 },
      ],
      expect: { '@m.damage': 3, 'p2.kingdom.damage': 0 },
    });
  });

  it('is Limited: no second Limited card the same turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: [{ card: 'Contested Fortress', as: 'a' }, { card: 'Contested Fortress', as: 'b' }] }),
      decisions: [
        { type: 'play', card: '@a', zone: 'kingdom' },
        { type: 'play', card: '@b', zone: 'quest', illegal: 'Limited' },
      ],
      expect: { 'p1.kingdom.supports': ['Contested Fortress'] },
    });
  });
});
