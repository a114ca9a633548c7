import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Grail Knight', () => {
  it('costs 2 less while you control a quest', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: 'Grail Knight', as: 'gk' }], quest: { cards: ['Wolves of the North'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@gk', zone: 'battlefield' }],
      expect: { '@gk.loc': 'battlefield', 'p1.resources': 0 },
    });
  });

  it("costs its full 4 without a quest of yours (an opponent's does not count)", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Grail Knight', as: 'gk' }, 'Huntsmen'] }, { quest: { cards: ['Wolves of the North'] } }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@gk', zone: 'battlefield', illegal: 'costs 4' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Grail Knight', as: 'gk' }] }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@gk', zone: 'battlefield' }],
      expect: { '@gk.loc': 'battlefield', 'p1.resources': 0 },
    });
  });
  it('a quest card of yours lying facedown as a development does not count', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Grail Knight', as: 'gk' }, 'Huntsmen'], quest: { developments: ['Wolves of the North'] } }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@gk', zone: 'battlefield', illegal: 'costs 4' }],
    });
  });
});
