import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Flagellants', () => {
  it('sacrificed, cancels the next 2 damage to its controller\'s capital this turn, in any sections', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Flagellants', as: 'f' }] } },
        { resources: 6, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@f', ability: 0, player: 1 },
        { type: 'pass', player: 2 },
        { expect: { '@f.loc': 'discard' } },
        { type: 'use', card: '@r', ability: 0, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
        { type: 'assign', target: 'quest', amount: 1, player: 1 },
        { expect: { 'p1.kingdom.damage': 0, 'p1.quest.damage': 0, log: ['Flagellants cancel 1 damage'] } },
      ],
    });
  });

  it('cancels 2 in all, not more', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Flagellants', as: 'f' }] } },
        { resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: ['Repeater Bolt Thrower'], developments: ['01001', '01001', '01001'] } },
        ['empire', 'high-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@f', ability: 0, player: 1 },
        { type: 'pass', player: 2 },
        { type: 'use', card: 'Repeater Bolt Thrower', ability: 0, player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3, player: 1 },
      ],
      expect: { 'p1.kingdom.damage': 1 },
    });
  });
});
