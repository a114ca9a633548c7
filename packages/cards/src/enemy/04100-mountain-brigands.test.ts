import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Mountain Brigands', () => {
  it('when it enters play, its controller may take 1 resource from the opponent\'s pool', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Mountain Brigands', as: 'b' }, 'Mountain Brigade'] }, { resources: 3 }),
      decisions: [
        { type: 'use', card: '@b', ability: 'action', illegal: '' },
        { type: 'play', card: '@b', zone: 'kingdom' },
        { expect: { 'p1.resources': 0, 'p2.resources': 3 } },
        { type: 'use', card: '@b', ability: 'action' },
        { expect: { 'p1.resources': 1, 'p2.resources': 2 } },
        { type: 'use', card: '@b', ability: 'action', illegal: '' },
      ],
    });
  });

  it('may be declined; with an empty pool the opponent gives nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Mountain Brigands', as: 'b' }, 'Mountain Brigade'] }, { resources: 0 }),
      decisions: [
        { type: 'play', card: '@b', zone: 'kingdom' },
        { type: 'use', card: '@b', ability: 'action' },
      ],
      expect: { 'p1.resources': 0, 'p2.resources': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Mountain Brigands', as: 'b' }, 'Mountain Brigade'] }, { resources: 3 }),
      decisions: [
        { type: 'play', card: '@b', zone: 'kingdom' },
        { type: 'pass' },
        { type: 'use', card: '@b', ability: 'action', illegal: '' },
      ],
      expect: { 'p1.resources': 0, 'p2.resources': 3 },
    });
  });
});
