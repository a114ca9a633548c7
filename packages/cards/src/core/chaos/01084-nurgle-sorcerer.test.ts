import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Nurgle Sorcerer', () => {
  it('from the quest zone, spends 3 to deal 1 damage, or 2 to a corrupted unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'c', corrupt: true }, { card: 'Mountain Brigade', as: 'u' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@s', ability: 0 },
        { type: 'target', target: '@c' },
        // with 3 resources left P1 could use it again, so he passes to let it resolve
        { type: 'pass' },
        { expect: { '@c.damage': 2, 'p1.resources': 3 } },
        { type: 'use', card: '@s', ability: 0 },
        { type: 'target', target: '@u' },
        { type: 'use', card: '@s', ability: 0, illegal: 'costs more' },
      ],
      expect: { '@u.damage': 1, 'p1.resources': 0 },
    });
  });
});
