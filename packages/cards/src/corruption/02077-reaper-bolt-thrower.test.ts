import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Reaper Bolt Thrower', () => {
  it('in the battlefield, spends 2 to deal 2 indirect damage to the opponent (he assigns it), once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }, { card: 'Huntsmen', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { expect: { 'p1.resources': 3, prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
        { expect: { '@b.damage': 1, 'p2.quest.damage': 1, '@mine.damage': 0, 'p1.quest.damage': 0 } },
        { type: 'use', card: '@r', ability: 'action', illegal: 'already used this turn' },
      ],
    });
  });

  it('does not work outside the battlefield, nor without 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } }),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'only in the battlefield' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } }),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'costs more' }],
    });
  });
});
