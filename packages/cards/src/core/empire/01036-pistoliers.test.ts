import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Pistoliers', () => {
  it('pays 1 resource to move itself to another of your zones, a burning one included', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Pistoliers', as: 'p' }] }, battlefield: { burning: true } }, {}, ['empire', 'dwarf']),
      decisions: [
        { type: 'use', card: '@p', ability: 'action' },
        {
          expect: {
            'p1.resources': 0,
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }],
              exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 2 }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@p.loc': 'battlefield', 'p1.battlefield.units': ['Pistoliers'] } },
        { type: 'use', card: '@p', ability: 'action', illegal: 'costs more' },
      ],
    });
  });

  it('picks the zone as the move resolves, from where it then is', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Pistoliers', as: 'p' }] } }, {}, ['empire', 'dwarf']),
      decisions: [
        { type: 'use', card: '@p', ability: 'action' },
        { type: 'use', card: '@p', ability: 'action' }, // a second use in response resolves first
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { '@p.loc': 'quest', prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: 'quest', owner: 1 }], include: [{ type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@p.loc': 'battlefield', 'p1.resources': 0 },
    });
  });
});
