import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Reaper Bolt Thrower', () => {
  it('in the battlefield, spends 2 to deal 2 indirect damage to the opponent, once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } }, { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }),
      decisions: [
        { type: 'use', card: '@r', ability: 0 },
        { expect: { 'p1.resources': 3, prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@b', amount: 1, player: 2 },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
        { expect: { '@b.damage': 1, 'p2.quest.damage': 1 } },
        { type: 'use', card: '@r', ability: 0, illegal: 'already used this turn' },
      ],
    });
  });

  it('does not work outside the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } }),
      decisions: [{ type: 'use', card: '@r', ability: 0, illegal: 'only in the battlefield' }],
    });
  });
});
