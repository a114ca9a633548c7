import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Corpse Cart', () => {
  it('in the battlefield, each resource paid moves the two uppermost deck cards to the discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: ['Mountain Brigade'],
          deck: ['Skeletal Horde', 'Skeletal Horde', 'Wight Lord', 'Wight Lord', 'Mountain Brigade', 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Corpse Cart', as: 'cc' }] },
        },
        {},
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@cc', ability: 'action' },
        { type: 'pass' },
        { expect: { 'p1.discard': ['Skeletal Horde', 'Skeletal Horde'], 'p1.deck': 4, 'p1.resources': 1 } },
        { type: 'use', card: '@cc', ability: 'action' },
      ],
      expect: { 'p1.discard': ['Skeletal Horde', 'Skeletal Horde', 'Wight Lord', 'Wight Lord'], 'p1.deck': 2, 'p1.resources': 0 },
    });
  });

  it('cannot be used without a resource, nor outside the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Corpse Cart', as: 'cc' }] } }, {}, ['undead', 'empire']),
      decisions: [{ type: 'use', card: '@cc', ability: 'action', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Corpse Cart', as: 'cc' }] } }, {}, ['undead', 'empire']),
      decisions: [{ type: 'use', card: '@cc', ability: 'action', illegal: '' }],
      expect: { 'p1.discard': [], 'p1.resources': 3 },
    });
  });
});
