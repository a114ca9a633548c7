import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('River Troll', () => {
  it('heals all its damage at the beginning of its controller\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ battlefield: { cards: [{ card: 'River Troll', as: 't', damage: 3 }] } }),
      decisions: [{ expect: { '@t.damage': 0, log: ['is healed of 3 damage'] } }],
    });
  });

  it('does not heal at the beginning of the opponent\'s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'River Troll', as: 't', damage: 3 }] } }),
      decisions: [{ expect: { '@t.damage': 3 } }],
    });
  });
});
