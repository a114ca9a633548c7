import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Flagellants', () => {
  it("sacrificed (the cost), cancels the next 2 damage to its controller's capital this turn, in any sections; units are not covered", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Flagellants', as: 'f' }, { card: 'Huntsmen', as: 'hu' }] } },
        { resources: 6, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }, { card: 'Repeater Bolt Thrower', as: 'rep' }], developments: ['01001', '01001', '01001'] } },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@f', ability: 'action', player: 1 },
        { expect: { '@f.loc': 'discard' } },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, player: 1 },
        { type: 'assign', target: 'quest', amount: 1, player: 1 },
        { expect: { 'p1.kingdom.damage': 0, 'p1.quest.damage': 0, log: ['cancels 1 damage'] } },
        // used up: 3 more indirect damage are all dealt
        { type: 'use', card: '@rep', ability: 'action', player: 2 },
        { type: 'assign', target: '@hu', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
      ],
      expect: { 'p1.kingdom.damage': 2, '@hu.loc': 'discard' },
    });
  });

  it('cancels 2 in all out of a bigger hit; a unit dealt damage is not covered', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Flagellants', as: 'f' }, { card: 'Peasant Militia', as: 'pm' }] } },
        { resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: ['Repeater Bolt Thrower'], developments: ['01001', '01001', '01001'] } },
        ['empire', 'high-elf'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@f', ability: 'action', player: 1 },
        { type: 'pass', player: 2 },
        { type: 'use', card: 'Repeater Bolt Thrower', ability: 'action', player: 2 },
        { type: 'assign', target: '@pm', amount: 1, player: 1 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
        { expect: { '@pm.damage': 1, 'p1.kingdom.damage': 0 } },
      ],
    });
  });

  it("ends with the turn; the opponent's capital is not covered", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Flagellants', as: 'f' }] }, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'mine' }] } },
        { resources: 0, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['empire', 'dark-elf'],
      ),
      decisions: [
        { type: 'use', card: '@f', ability: 'action' },
        { type: 'use', card: '@mine', ability: 'action' },
        { type: 'assign', target: 'quest', amount: 2, player: 2 },
        { expect: { 'p2.quest.damage': 2 } },
        // P2's turn 4: the shield is gone
        { type: 'pass' },
        { expect: { turn: 4 } },
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 1 },
      ],
      expect: { 'p1.kingdom.damage': 2 },
    });
  });
});
