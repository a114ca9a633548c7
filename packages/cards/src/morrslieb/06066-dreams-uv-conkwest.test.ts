import { describe, it } from 'vitest';
import { board, expectQuestTokenOnDevelopment, expectScenario } from '../testing.js';

const Q = 'Dreams Uv Conkwest';

describe('Dreams Uv Conkwest', () => {
  it('a development played from hand with a unit questing here: the triggered action adds 1 token; none without a quester', () => {
    expectQuestTokenOnDevelopment(Q);
  });

  it('removing X tokens moves X damage from your capital onto a target unit you control, from sections picked point by point', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }], damage: 1 }, quest: { cards: [{ card: Q, as: 'q', tokens: 4 }], damage: 2 } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }], damage: 3 } },
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        // your own units only (the Brigade is the only one: chosen for him); X from 1 to the tokens (4) here
        { expect: { options: { include: [{ type: 'number', value: 1 }, { type: 'number', value: 3 }], exclude: [{ type: 'number', value: 0 }, { type: 'number', value: 4 }] } } },
        { type: 'number', value: 3 },
        { expect: { '@q.tokens': 1 } },
        // (it could be used again with the token left: he lets the chain resolve)
        { type: 'pass' },
        { type: 'target', target: 'kingdom', owner: 1 },
        // the kingdom is clean now: the other two points come from the quest section by themselves
      ],
      // moving is not dealing damage
      expect: { '@b.damage': 3, 'p1.kingdom.damage': 0, 'p1.quest.damage': 0, 'p2.kingdom.damage': 3, '@m.damage': 0, '@q.tokens': 1 },
    });
  });

  it("X is capped by the capital's damage and by what the unit can take before it is destroyed", () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade'],
        kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b', damage: 4 }], damage: 5 },
        quest: { cards: [{ card: Q, as: 'q', tokens: 6 }] },
      }),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        { expect: { options: { include: [{ type: 'number', value: 2 }], exclude: [{ type: 'number', value: 3 }] } } },
        { type: 'number', value: 2 },
        { type: 'pass' },
      ],
      expect: { '@b.loc': 'discard', 'p1.kingdom.damage': 3, '@q.tokens': 4 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }], damage: 1 }, quest: { cards: [{ card: Q, as: 'q', tokens: 6 }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2' }, { type: 'pass' }],
      // X can only be 1: picked for him
      expect: { '@b.damage': 1, 'p1.kingdom.damage': 0, '@q.tokens': 5 },
    });
  });

  it('cannot be used without tokens, nor with an undamaged capital', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'], damage: 2 }, quest: { cards: [{ card: Q, as: 'q' }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2', illegal: '' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] }, quest: { cards: [{ card: Q, as: 'q', tokens: 3 }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2', illegal: '' }],
    });
  });

  it('the target gone by resolution: the tokens stay removed and no damage moves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }], damage: 2 }, quest: { cards: [{ card: Q, as: 'q', tokens: 3 }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        { type: 'number', value: 2 },
        // in response the Crew is sacrificed: P1 sacrifices his only unit, the target
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'pass', player: 1 },
      ],
      expect: { '@b.loc': 'discard', '@q.tokens': 1, 'p1.kingdom.damage': 2, chain: 0 },
    });
  });
});
