import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Ugrok Beardburna', () => {
  it('has +1 power per damage token on it, rising as it is dealt damage', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Ugrok Beardburna', as: 'u', damage: 1 }] } },
        { resources: 2, battlefield: { cards: [{ card: 'Reaper Bolt Thrower', as: 'r' }] } },
        ['orc', 'dark-elf'],
      ),
      decisions: [
        { expect: { '@u.power': 4, 'p1.battlefield.power': 4 } },
        // 2 indirect damage: P1 puts both on Ugrok
        { type: 'use', card: '@r', ability: 'action', player: 2 },
        { type: 'assign', target: '@u', amount: 2, player: 1 },
        { expect: { '@u.damage': 3, '@u.power': 6 } },
      ],
    });
  });

  it('has its printed power with no damage on it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Ugrok Beardburna', as: 'u' }] } }, {}, ['orc', 'dwarf']),
      decisions: [{ expect: { '@u.power': 3 } }],
    });
  });
});
