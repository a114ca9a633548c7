import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Smash 'Em All!", () => {
  it('gains a token at the beginning of each of your turns while a unit quests on it', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 1 }, { card: 'Black Orc Squad', questing: '@s' }, { card: "Smash 'Em All!", as: 'idle', tokens: 1 }] } },
        { quest: { cards: [{ card: "Smash 'Em All!", as: 'o', tokens: 1 }, { card: 'Mountain Brigade', questing: '@o' }] } },
      ),
      decisions: [{ expect: { '@s.tokens': 2, '@idle.tokens': 1, '@o.tokens': 1 } }],
    });
  });

  it('with 3 tokens, sacrificing the questing unit destroys every support card the opponent controls (attachments too)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 3 }, { card: 'Black Orc Squad', as: 'q', questing: '@s' }] },
          kingdom: { cards: [{ card: 'Totem of Gork', as: 'mine' }] },
        },
        {
          kingdom: { cards: [{ card: 'Totem of Gork', as: 't1' }, { card: 'Mountain Brigade', as: 'm' }], developments: ['Mountain Brigade'] },
          battlefield: { cards: [{ card: "Grimgor's Camp", as: 't2' }] },
        },
      ),
      decisions: [{ type: 'use', card: '@s', ability: 'action' }, { type: 'pass', player: 2 }], // P2 keeps the order of his two destroyed supports
      expect: { '@q.loc': 'discard', '@t1.loc': 'discard', '@t2.loc': 'discard', '@m.loc': 'kingdom', 'p2.kingdom.developments': 1, '@mine.loc': 'kingdom', '@s.tokens': 0, '@s.loc': 'quest' },
    });
  });

  // (a quest is only ever in the quest zone, so its "Quest." abilities need no test elsewhere)
  it('cannot be used with fewer than 3 tokens, with no unit questing, or with no enemy support', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 2 }, { card: 'Black Orc Squad', questing: '@s' }] } },
        { kingdom: { cards: ['Totem of Gork'] } },
      ),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'cannot be used now' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 3 }, 'Black Orc Squad'] } }, { kingdom: { cards: ['Totem of Gork'] } }),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'cannot pay' }],
    });
    // with no enemy support card, there is nothing it could destroy
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'Em All!", as: 's', tokens: 3 }, { card: 'Black Orc Squad', questing: '@s' }] }, kingdom: { cards: ['Totem of Gork'] } }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'use', card: '@s', ability: 'action', illegal: 'could not resolve' }],
    });
  });
});
