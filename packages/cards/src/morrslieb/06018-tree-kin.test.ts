import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Tree Kin', () => {
  it('spends 2 to become a faceup development until the end of the turn, losing its damage', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Tree Kin', as: 't', damage: 1 }] } }),
      decisions: [
        { type: 'use', card: '@t', ability: 0 },
        { expect: { '@t.dev': true, '@t.faceDown': false, '@t.damage': 0, '@t.loc': 'kingdom', 'p1.kingdom.units': [], 'p1.kingdom.developments': 1, 'p1.resources': 0 } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@t.dev': false, 'p1.kingdom.units': ['Tree Kin'], 'p1.kingdom.developments': 0 },
    });
  });

  it('needs 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Tree Kin', as: 't' }] } }),
      decisions: [{ type: 'use', card: '@t', ability: 0, illegal: 'costs more' }],
    });
  });
});
