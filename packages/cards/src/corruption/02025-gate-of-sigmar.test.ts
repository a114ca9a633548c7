import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gate of Sigmar', () => {
  it('cancels the first point of damage to your capital each turn, whichever section takes it; later damage is dealt', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Gate of Sigmar', as: 'gs' }] } },
        { resources: 4, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r1' }, { card: 'Reaper Bolt Thrower', as: 'r2' }] } },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@r1', ability: 'action', player: 2 },
        { type: 'pass', player: 2 }, // (not answering it with the second one)
        // 2 indirect damage assigned to the kingdom: 1 is cancelled
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
        { expect: { 'p1.kingdom.damage': 1, log: ['Gate of Sigmar#'] } },
        { type: 'use', card: '@r2', ability: 'action', player: 2 },
        { type: 'assign', target: 'quest', amount: 2, player: 1 },
      ],
      expect: { 'p1.quest.damage': 2, 'p1.kingdom.damage': 1 },
    });
  });

  it('protects the capital in combat, not the units', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Gate of Sigmar', as: 'gs' }, { card: 'Reiksguard Knights', as: 'rk' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@rk', player: 1 },
        { type: 'assign', target: '@rk', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@ck', amount: 1, player: 1 },
      ],
      expect: { '@rk.loc': 'discard', 'p1.kingdom.damage': 0 },
    });
  });
});
