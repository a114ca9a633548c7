import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Scheming Cultist', () => {
  it('pays 1 to deal 1 damage to a target corrupted unit of either player, as often as it can pay; uncorrupted units are no target', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Scheming Cultist', as: 's' }, { card: 'Mountain Brigade', as: 'own', corrupt: true }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'c', corrupt: true }, { card: 'Mountain Brigade', as: 'u' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@u' }, { type: 'target', target: '@s' }] } } },
        { type: 'target', target: '@c' },
        { type: 'pass' },
        { expect: { '@c.damage': 1, 'p1.resources': 1 } },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@own' },
        { expect: { '@own.damage': 1, 'p1.resources': 0 } },
        { type: 'use', card: '@s', ability: 'action', illegal: 'costs' },
      ],
      expect: { '@u.damage': 0 },
    });
  });

  it('cannot be used with no corrupted unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Scheming Cultist', as: 's' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'no legal target' }],
    });
  });

  it('keeps its cost paid when the target is gone as it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Scheming Cultist', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l', corrupt: true }] }, battlefield: { cards: ['Mountain Brigade'] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        // in response P2 sacrifices the targeted Crew (its own cost): P1 then sacrifices a unit
        { type: 'use', card: '@l', ability: 'action', player: 2 },
      ],
      expect: { '@l.loc': 'discard', 'p1.resources': 0, '@s.loc': 'discard' },
    });
  });
});
