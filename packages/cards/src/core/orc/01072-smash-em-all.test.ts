import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Smash 'Em All!", () => {
  it('gains a token each turn a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 1 }, { card: 'Black Orc Squad', questing: '@s' }] } }),
      decisions: [{ expect: { '@s.tokens': 2 } }],
    });
  });

  it('with 3 tokens, sacrificing the questing unit destroys every enemy support card', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 3 }, { card: 'Black Orc Squad', as: 'q', questing: '@s' }] },
          kingdom: { cards: [{ card: 'Totem of Gork', as: 'mine' }] },
        },
        { kingdom: { cards: [{ card: 'Totem of Gork', as: 't1' }] }, battlefield: { cards: [{ card: "Grimgor's Camp", as: 't2' }] } },
      ),
      decisions: [{ type: 'use', card: '@s', ability: 1 }],
      expect: { '@q.loc': 'discard', '@t1.loc': 'discard', '@t2.loc': 'discard', '@mine.loc': 'kingdom', '@s.tokens': 0 },
    });
  });

  it('cannot be used with fewer than 3 tokens or with no unit questing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 2 }, { card: 'Black Orc Squad', questing: '@s' }] } },
        { kingdom: { cards: ['Totem of Gork'] } },
      ),
      decisions: [{ type: 'use', card: '@s', ability: 1, illegal: 'cannot be used now' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 3 }, 'Black Orc Squad'] } }, { kingdom: { cards: ['Totem of Gork'] } }),
      decisions: [{ type: 'use', card: '@s', ability: 1, illegal: 'no legal target' }],
    });
  });
});
