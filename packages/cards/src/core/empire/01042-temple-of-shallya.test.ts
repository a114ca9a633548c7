import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Temple of Shallya', () => {
  it('when your kingdom phase begins, lets you relocate a unit of yours', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Temple of Shallya'] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'pass' }], exclude: [{ type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@u' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@u.loc': 'battlefield' } },
      ],
    });
  });

  it('may be declined, and does nothing outside the kingdom', () => {
    expectScenario({
      phase: 'kingdom',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: ['Temple of Shallya'] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ type: 'pass' }, { expect: { '@u.loc': 'quest', phase: 'capital' } }],
    });
    expectScenario({
      phase: 'kingdom',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: ['Temple of Shallya', { card: 'Black Orc Squad', as: 'u' }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ expect: { phase: 'capital', '@u.loc': 'quest' } }],
    });
  });
});
