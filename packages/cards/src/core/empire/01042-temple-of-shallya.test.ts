import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Temple of Shallya', () => {
  it('when your kingdom phase begins, lets you move one of your units to another of your zones', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Temple of Shallya'] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }, { type: 'target', target: '@u' }], exclude: [{ type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@u' },
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@u.loc': 'battlefield' } },
      ],
    });
  });

  it('cannot put a Hero where another Hero of yours is', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Temple of Shallya'] }, quest: { cards: [{ card: 'Thyrus Gorman', as: 't' }] }, battlefield: { cards: ['Durgnar the Bold'] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'target', target: '@t' },
        // its only legal destination, the kingdom, is picked for it (no zone prompt)
        { expect: { '@t.loc': 'kingdom', prompt: { player: 1, kind: 'action' } } },
      ],
      expect: { '@t.loc': 'kingdom' },
    });
  });

  it('does not offer a Hero with a Hero of yours in each other zone (it has nowhere to go)', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Temple of Shallya', 'Grimgor Ironhide'] }, quest: { cards: [{ card: 'Thyrus Gorman', as: 't' }, { card: 'Mountain Brigade', as: 'mb' }] }, battlefield: { cards: ['Durgnar the Bold'] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [{ expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'pass' }, { type: 'target', target: '@mb' }], exclude: [{ type: 'target', target: '@t' }] } } }],
    });
  });

  it("may be declined, and does nothing outside the kingdom or in the opponent's kingdom phase", () => {
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
    expectScenario({
      phase: 'kingdom',
      active: 2,
      players: board({ kingdom: { cards: ['Temple of Shallya'] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } }, {}, ['empire', 'dwarf']),
      decisions: [{ expect: { phase: 'capital', active: 2, '@u.loc': 'quest' } }],
    });
  });
});
