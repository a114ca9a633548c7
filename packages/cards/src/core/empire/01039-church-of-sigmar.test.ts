import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Church of Sigmar', () => {
  it("makes an opponent pay 1 more to target its controller's units", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: ['Church of Sigmar'] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } },
        { resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@u' }, // taxed: 2 + 1
        { expect: { '@u.power': 2, 'p2.resources': 0 } },
      ],
    });
  });

  it('an opponent who cannot pay the extra resource cannot target those units', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: ['Church of Sigmar'] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } },
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }, { card: 'Runesmith', as: 'own' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { expect: { options: { exclude: [{ type: 'target', target: '@u' }] } } },
        { type: 'target', target: '@own' },
      ],
      expect: { '@own.power': 2, 'p2.resources': 0 },
    });
  });

  it('does not tax its own controller, and works only in the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: ['Church of Sigmar'] }, quest: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        { quest: { cards: ['Church of Sigmar'] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } },
        ['dwarf', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        // P2's Church in his quest zone does not tax: P1's 2 resources are enough to target P2's unit
        { expect: { options: { include: [{ type: 'target', target: '@u' }, { type: 'target', target: '@r' }] } } },
        { type: 'target', target: '@r' },
        { expect: { '@r.power': 2, 'p1.resources': 0 } },
      ],
    });
  });
});
