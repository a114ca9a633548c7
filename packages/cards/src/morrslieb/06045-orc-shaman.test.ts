import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Orc Shaman', () => {
  it('when you play a development from hand: a token, then the player picks up to X (its tokens) damage of this zone of his capital to move onto his target unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Orc Shaman', as: 's', tokens: 1 }], damage: 3 },
          quest: { damage: 5 },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@s', ability: 'action' },
        // a unit you control (itself included), not an opponent's
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@s' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@b' },
        // the token is placed first: X is 2
        { expect: { '@s.tokens': 2, prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'number', value: 0 }, { type: 'number', value: 2 }], exclude: [{ type: 'number', value: 3 }] } } },
        { type: 'number', value: 2 },
      ],
      // moved from the kingdom (this zone), not from the quest; moving is not dealing damage
      expect: { '@s.tokens': 2, '@b.damage': 2, 'p1.kingdom.damage': 1, 'p1.quest.damage': 5, log: ['2 damage moves from'] },
    });
  });

  it("never more than this zone's damage, nor than destroys the target (FAQ)", () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade', 'Mountain Brigade'],
        kingdom: { cards: [{ card: 'Orc Shaman', as: 's', tokens: 4 }, { card: 'Crooked Teef Goblins', as: 'g' }, { card: 'Black Orc Squad', as: 'b', damage: 1 }], damage: 2 },
      }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@g' },
        { expect: { options: { include: [{ type: 'number', value: 1 }], exclude: [{ type: 'number', value: 2 }] } } },
        { type: 'number', value: 1 },
        { expect: { '@g.loc': 'discard', 'p1.kingdom.damage': 1, '@s.tokens': 5 } },
        { type: 'pass' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade', 'Mountain Brigade'],
        kingdom: { cards: [{ card: 'Orc Shaman', as: 's', tokens: 4 }, { card: 'Black Orc Squad', as: 'b', damage: 1 }], damage: 2 },
      }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@b' },
        { expect: { options: { include: [{ type: 'number', value: 2 }], exclude: [{ type: 'number', value: 3 }] } } },
        { type: 'number', value: 2 },
      ],
      expect: { '@b.damage': 3, 'p1.kingdom.damage': 0 },
    });
  });

  it('the move is optional (0): the token stays', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Orc Shaman', as: 's' }], damage: 3 } }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        // its only legal target is itself: chosen for the player
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'number', value: 0 },
      ],
      expect: { '@s.tokens': 1, '@s.damage': 0, 'p1.kingdom.damage': 3 },
    });
  });

  it('out of play on resolution, it takes no token and moves nothing', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Orc Shaman', as: 's', tokens: 1 }, { card: 'Black Orc Squad', as: 'b' }], damage: 3 } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@s', ability: 'action' },
        { type: 'target', target: '@b' },
        // in response P1 must sacrifice a unit: he picks the Shaman (its target stays)
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'target', target: '@s', player: 1 },
      ],
      expect: { '@s.loc': 'discard', '@s.tokens': 0, '@b.loc': 'kingdom', '@b.damage': 0, 'p1.kingdom.damage': 3, 'p1.quest.developments': 1 },
    });
  });

  it("is not triggered by the opponent's development", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Orc Shaman', as: 's' }, 'Mountain Brigade'], damage: 2 } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@s.tokens': 0, options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });
});
