import { describe, it } from 'vitest';
import { board, expectQuestTokenOnDevelopment, expectScenario } from '../testing.js';

const Q = 'Aid from the Depths';

describe('Aid from the Depths', () => {
  it('a development played from hand with a unit questing here: the triggered action adds 1 token; none without a quester', () => {
    expectQuestTokenOnDevelopment(Q);
  });

  it('removing 2 tokens heals 2 damage from your capital, one point at a time in sections you pick', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { damage: 1 }, quest: { cards: [{ card: Q, as: 'q', tokens: 3 }], damage: 3 }, battlefield: { damage: 2 } }, { kingdom: { damage: 4 } }),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        // his own damaged sections only
        { expect: { '@q.tokens': 1, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'kingdom', owner: 1 },
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { 'p1.kingdom.damage': 0, 'p1.quest.damage': 2, 'p1.battlefield.damage': 2, 'p2.kingdom.damage': 4 } },
        // one token left: not again
        { type: 'use', card: '@q', ability: 'action2', illegal: '' },
      ],
    });
    // both points from one section; with only 1 damage in all, just 1 is healed
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 2 }], damage: 3 } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2' }],
      expect: { 'p1.quest.damage': 1, '@q.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 2 }] }, battlefield: { damage: 1 } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2' }],
      expect: { 'p1.battlefield.damage': 0, '@q.tokens': 0 },
    });
  });
});
