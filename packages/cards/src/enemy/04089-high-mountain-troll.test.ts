import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('High Mountain Troll', () => {
  it('heals all its damage as its controller\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'High Mountain Troll', as: 't', damage: 4 }] } }),
      decisions: [{ expect: { '@t.damage': 0, log: ['is healed of 4 damage'] } }],
    });
  });

  it('not as the opponent\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'High Mountain Troll', as: 't', damage: 4 }] } }),
      decisions: [{ expect: { '@t.damage': 4 } }],
    });
  });
});
