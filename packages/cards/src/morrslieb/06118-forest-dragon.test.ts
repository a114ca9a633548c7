import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Forest Dragon', () => {
  it('pays 3 to double its power until the end of the turn; usable again to double again', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 7, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Forest Dragon', as: 'fd' }] } }, {}, ['empire', 'orc']),
      decisions: [
        { expect: { '@fd.power': 3 } },
        { type: 'use', card: '@fd', ability: 'action' },
        { expect: { chain: 1, '@fd.power': 3 } },
        { type: 'pass' },
        { expect: { '@fd.power': 6, 'p1.resources': 4 } },
        { type: 'use', card: '@fd', ability: 'action' },
        { type: 'pass' },
        { expect: { '@fd.power': 12, 'p1.resources': 1 } },
        // 1 resource left: not usable again, the capital phase is over; still 12 in the battlefield phase
        { expect: { prompt: { player: 1, kind: 'attackZone' }, '@fd.power': 12 } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@fd.power': 3 },
    });
  });
});
