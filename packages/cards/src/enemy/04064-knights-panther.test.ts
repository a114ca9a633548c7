import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Knights Panther', () => {
  it('pays 1 for +1 power until the end of the turn, twice in a turn and not a third time', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Knights Panther', as: 'k' }] } }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'use', card: '@k', ability: 'action' },
        { type: 'pass' }, // (its player lets it resolve rather than respond)
        { expect: { '@k.power': 2, 'p1.resources': 5, 'p1.battlefield.power': 2 } },
        // (nothing left to respond with: it resolves at once)
        { type: 'use', card: '@k', ability: 'action' },
        { expect: { '@k.power': 3, 'p1.resources': 4 } },
        { type: 'use', card: '@k', ability: 'action', illegal: 'already used' },
        { type: 'pass' },
        { type: 'pass' }, // no attack
        { type: 'pass' },
        // the power bonus ends with the turn
        { expect: { turn: 4, '@k.power': 1 } },
      ],
    });
  });

  it('is usable again the next turn, also in the opponent\'s turn', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 2, battlefield: { cards: [{ card: 'Knights Panther', as: 'k' }] } }, { hand: ['Mountain Brigade'] }, ['empire', 'orc']),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'use', card: '@k', ability: 'action', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { '@k.power': 2, 'p1.resources': 1 } },
      ],
    });
  });

  it('cannot be used without a resource to pay', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Knights Panther', as: 'k' }] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@k', ability: 'action', illegal: 'costs more' }],
    });
  });
});
