import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Mad Shaman', () => {
  it('at the start of its turn gets a resource token, +1 power for each', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Mad Shaman', as: 'ms', tokens: 1 }] } }),
      decisions: [],
      expect: { '@ms.tokens': 2, '@ms.power': 3, '@ms.loc': 'kingdom', phase: 'capital' },
    });
  });

  it("not at the start of the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Mad Shaman', as: 'ms', tokens: 1 }] } }),
      decisions: [],
      expect: { '@ms.tokens': 1, '@ms.power': 2 },
    });
  });

  it('is sacrificed once it carries more tokens than its 3 hit points (not with exactly 3)', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Mad Shaman', as: 'ms', tokens: 2 }] } }),
      decisions: [],
      expect: { '@ms.tokens': 3, '@ms.power': 4, '@ms.loc': 'kingdom' },
    });
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Mad Shaman', as: 'ms', tokens: 3 }] } }),
      decisions: [],
      expect: { '@ms.loc': 'discard', 'p1.discard': ['Mad Shaman'] },
    });
  });

  it('is sacrificed at once when its hit points fall below its tokens, not only as a token is added', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['We Need Your Blood', 'Huntsmen'], kingdom: { cards: [{ card: 'Mad Shaman', as: 'ms', tokens: 3 }, { card: 'Black Orc Squad', as: 'b' }] } }),
      decisions: [
        { type: 'play', card: 'We Need Your Blood' },
        // -1 hit point to the Shaman (2 hit points, 3 tokens); the Squad, the only other unit, gets +1
        { type: 'target', target: '@ms' },
      ],
      expect: { '@ms.loc': 'discard', '@b.hitPoints': 5 },
    });
  });
});

