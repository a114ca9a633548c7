import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Arrer Boyz', () => {
  it('in the battlefield, spends 2 to deal 1 damage to a target unit in a battlefield, then takes 1 damage itself', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Arrer Boyz', as: 'ab' }, { card: 'Black Orc Squad', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'k' }] } },
      ),
      decisions: [
        { type: 'use', card: '@ab', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { expect: { '@b.damage': 1, '@ab.damage': 1, 'p1.resources': 2 } },
        // no limit: again, and its 3rd damage would kill it
        { type: 'use', card: '@ab', ability: 'action' },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.damage': 2, '@ab.damage': 2, 'p1.resources': 0 },
    });
  });

  it('works only in the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Arrer Boyz', as: 'ab' }] } }, { battlefield: { cards: ['Black Orc Squad'] } }),
      decisions: [{ type: 'use', card: '@ab', ability: 'action', illegal: 'only in the battlefield' }],
    });
  });

  it('if the target is gone when it resolves, nothing happens: Arrer Boyz takes no damage, the resources stay spent', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Arrer Boyz', as: 'ab' }] } },
        { battlefield: { cards: [{ card: 'Talabheim Detachment', as: 't' }] }, resources: 1 },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@ab', ability: 'action' },
        { type: 'target', target: '@t' },
        // P2 answers: his unit goes back to his hand
        { type: 'use', card: '@t', ability: 'action', player: 2 },
      ],
      expect: { '@t.loc': 'hand', '@ab.damage': 0, 'p1.resources': 0 },
    });
  });
});
