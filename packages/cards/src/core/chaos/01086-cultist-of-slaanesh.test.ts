import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Cultist of Slaanesh', () => {
  it("from the quest zone, spends 4 to destroy a target development of either player (units are no targets)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'c' }] }, battlefield: { developments: [{ card: 'Dark Zealot', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }], developments: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@c', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@d' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@m' }, { type: 'target', target: '@c' }] } } },
        { type: 'target', target: '@d' },
        { type: 'pass' },
        { expect: { '@d.loc': 'discard', 'p2.kingdom.developments': 0, 'p1.resources': 4 } },
        { type: 'use', card: '@c', ability: 'action' },
      ],
      expect: { '@own.loc': 'discard', 'p1.battlefield.developments': 0, 'p1.resources': 0, '@m.loc': 'kingdom' },
    });
  });

  it('cannot be used from another zone, with fewer than 4 resources, nor when no development is in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Cultist of Slaanesh', as: 'c' }] } }, { kingdom: { developments: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'quest' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'c' }] } }, { kingdom: { developments: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'costs' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Cultist of Slaanesh', as: 'c' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'use', card: '@c', ability: 'action', illegal: 'target' }],
    });
  });
});
