import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

const questing = () => board({ quest: { cards: [{ card: 'Infiltrate!', as: 'q', tokens: 2 }, { card: 'Black Orc Squad', questing: '@q' }] } });

describe('Infiltrate!', () => {
  it('at the beginning of your turn, the opponent discards as many top cards as it has tokens, and it gains one; you order the two', () => {
    expectScenario({
      phase: 'beginTurn',
      players: questing(),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 }, // the discard first: X = 2
      ],
      expect: { '@q.tokens': 3, 'p2.discard.count': 2, 'p2.deck': 8, 'p1.discard.count': 0 },
    });
  });

  it('counts the new token when the token effect is resolved first', () => {
    expectScenario({
      phase: 'beginTurn',
      players: questing(),
      decisions: [{ type: 'resolve', index: 1 }],
      expect: { '@q.tokens': 3, 'p2.discard.count': 3, 'p2.deck': 7 },
    });
  });

  it('gains no token without a questing unit, and does nothing on the opponent’s turn', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: 'Infiltrate!', as: 'q', tokens: 1 }] } }, { quest: { cards: [{ card: 'Infiltrate!', as: 'o', tokens: 2 }, { card: 'Black Orc Squad', questing: '@o' }] } }),
      decisions: [{ expect: { '@q.tokens': 1, '@o.tokens': 2, 'p2.discard.count': 1, 'p1.discard.count': 0 } }],
    });
  });
});
