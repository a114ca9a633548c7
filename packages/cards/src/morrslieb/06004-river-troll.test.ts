import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('River Troll', () => {
  it("heals all its damage at the beginning of its controller's turn, in any zone", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({
        battlefield: { cards: [{ card: 'River Troll', as: 't', damage: 3 }] },
        quest: { cards: [{ card: 'River Troll', as: 'q', damage: 1 }, { card: 'Mountain Brigade', as: 'm', damage: 2 }] },
      }),
      decisions: [
        // two Forced effects at once: their controller orders them
        { expect: { prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 },
        { expect: { phase: 'capital', '@t.damage': 0, '@q.damage': 0, '@m.damage': 2, log: ['is healed of 3 damage', 'is healed of 1 damage'] } },
      ],
    });
  });

  it("does not heal at the beginning of the opponent's turn", () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'River Troll', as: 't', damage: 3 }] } }),
      decisions: [{ expect: { phase: 'capital', '@t.damage': 3 } }],
    });
  });
});
