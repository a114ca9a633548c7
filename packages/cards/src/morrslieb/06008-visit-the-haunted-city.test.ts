import { describe, it } from 'vitest';
import { board, expectQuestTokenOnDevelopment, expectScenario } from '../testing.js';

const Q = 'Visit the Haunted City';

describe('Visit the Haunted City', () => {
  it('a development played from hand with a unit questing here: the triggered action adds 1 token; none without a quester', () => {
    expectQuestTokenOnDevelopment(Q);
  });

  it("removing 2 tokens moves a target unit or support card to another zone of its controller's capital", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 3 }, { card: 'Mountain Brigade', as: 'mine' }] }, kingdom: { developments: [{ card: 'Troll Vomit', as: 'dev' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Keystone Forge', as: 'sup' }] } },
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        // units and supports of either player; not a quest, nor a development
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@sup' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@dev' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@q.tokens': 1, options: { include: [{ type: 'target', target: 'battlefield', owner: 2 }, { type: 'target', target: 'quest', owner: 2 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'battlefield', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 2 },
        { expect: { '@m.loc': 'battlefield', '@m.controller': 2 } },
        { type: 'use', card: '@q', ability: 'action2', illegal: '' },
      ],
    });
  });

  it('a support card moves too; with fewer than 2 tokens it cannot be used', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 2 }] }, kingdom: { cards: [{ card: 'Keystone Forge', as: 'sup' }] } }),
      decisions: [
        // the Forge is the only card it could target: chosen for him
        { type: 'use', card: '@q', ability: 'action2' },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@sup.loc': 'quest', '@q.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 1 }] }, kingdom: { cards: ['Keystone Forge'] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2', illegal: '' }],
    });
  });
});
