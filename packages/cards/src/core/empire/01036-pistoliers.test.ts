import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Pistoliers', () => {
  it('spends 1 resource to move itself to another of your zones', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Pistoliers', as: 'p' }] } }),
      decisions: [
        { type: 'use', card: '@p', ability: 0 },
        { expect: { options: { exclude: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 2 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@p.loc': 'battlefield', 'p1.resources': 0 } },
        { type: 'use', card: '@p', ability: 0, illegal: 'costs more' },
      ],
    });
  });
});
