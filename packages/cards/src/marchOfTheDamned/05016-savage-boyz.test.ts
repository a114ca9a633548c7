import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Savage Boyz', () => {
  it('spends 1 resource to deal 1 damage to a target unit its controller controls, itself included; no limit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Savage Boyz', as: 's' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@s' }, { type: 'target', target: '@b' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass' },
        { expect: { '@b.damage': 1, 'p1.resources': 1 } },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@s' },
        { expect: { '@s.damage': 1, 'p1.resources': 0 } },
        // no resource left: it cannot be paid
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
      expect: { '@m.damage': 0 },
    });
  });
});
