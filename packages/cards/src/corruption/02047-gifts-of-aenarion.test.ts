import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gifts of Aenarion', () => {
  it('this turn, damage to your capital is cancelled and each point cancelled gives you 1 resource; your units are not covered', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        // (P1's Mob Up in hand keeps him a choice in each window)
        { hand: ['Mob Up'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Chaos Knights', as: 'ck2' }] } },
        { resources: 5, hand: ['Gifts of Aenarion'], kingdom: { cards: [{ card: 'Huntsmen', as: 'h' }] } },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@ck2' },
        { type: 'pass' },
        { type: 'play', card: 'Gifts of Aenarion', player: 2 },
        { type: 'pass' },
        { expect: { 'p2.resources': 0 } },
        { type: 'pass' },
        { type: 'defender', card: '@h', player: 2 },
        { type: 'pass' },
        { type: 'assign', target: '@h', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 5 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { type: 'pass' },
        { expect: { 'p2.kingdom.damage': 0, 'p2.resources': 5, '@h.loc': 'discard', '@ck.damage': 1, log: ['cancels 5 damage'] } },
      ],
    });
  });

  it('lasts until the end of the turn only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Gifts of Aenarion', 'Mountain Brigade'] },
        { resources: 0, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['high-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Gifts of Aenarion' },
        { type: 'pass' },
        { expect: { turn: 4, phase: 'kingdom', prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
      ],
      expect: { 'p1.kingdom.damage': 2, 'p1.resources': 0 },
    });
  });

  it('does not cancel damage that cannot be cancelled (combat damage under Mob Up)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { hand: ['Mob Up'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 5, hand: ['Gifts of Aenarion'] },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Mob Up' },
        { type: 'play', card: 'Gifts of Aenarion', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'assign', target: 'kingdom', amount: 3 },
      ],
      expect: { 'p2.kingdom.damage': 3, 'p2.discard': ['Gifts of Aenarion'] },
    });
  });
});
