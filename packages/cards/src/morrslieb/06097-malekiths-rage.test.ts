import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const Q = "Malekith's Rage";

describe("Malekith's Rage", () => {
  it('a development played from hand with a unit questing here: the triggered action adds 1 token, once per trigger', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade', 'Mountain Brigade'],
        quest: { cards: [{ card: Q, as: 'q' }, { card: 'Mountain Brigade', as: 'u', questing: '@q' }] },
      }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { type: 'use', card: '@q', ability: 'action' },
        { expect: { '@q.tokens': 1, 'p1.kingdom.developments': 1 } },
        { type: 'use', card: '@q', ability: 'action', illegal: '' },
      ],
      expect: { '@q.tokens': 1 },
    });
  });

  it('no trigger without a unit questing on it, for a unit played from hand, nor for the opponent\'s development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q' }, 'Mountain Brigade'] } }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { expect: { options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
      ],
      expect: { '@q.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board({
        resources: 5,
        hand: ['Crooked Teef Goblins', 'Mountain Brigade'],
        quest: { cards: [{ card: Q, as: 'q' }, { card: 'Mountain Brigade', questing: '@q' }] },
      }),
      decisions: [
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
      ],
      expect: { '@q.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { quest: { cards: [{ card: Q, as: 'q' }, { card: 'Mountain Brigade', questing: '@q' }] } },
        { hand: ['Mountain Brigade', 'Mountain Brigade'] },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@q.tokens': 0, options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
      ],
    });
  });

  it('the questing unit gone when it resolves: no token', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q' }, { card: 'Mountain Brigade', as: 'u', questing: '@q' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@q', ability: 'action' },
        // in response P1 must sacrifice a unit: the quester is his only one
        { type: 'use', card: '@l', ability: 'action', player: 2 },
      ],
      expect: { '@u.loc': 'discard', '@q.tokens': 0 },
    });
  });

  it('removing 2 tokens gives any target unit -1 hit point until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 3 }, { card: 'Mountain Brigade', as: 'u', questing: '@q' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Crooked Teef Goblins', as: 'l' }] } },
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@u' }, { type: 'target', target: '@l' }] } } },
        { type: 'target', target: '@m' },
        { expect: { '@q.tokens': 1, '@m.hitPoints': 5, '@u.hitPoints': 6 } },
        // one token left: it cannot be used again
        { type: 'use', card: '@q', ability: 'action2', illegal: '' },
        { type: 'pass' },
      ],
      // the turn is over (no attack possible): 6 again
      expect: { turn: 4, '@m.hitPoints': 6 },
    });
  });

  it('-1 hit point destroys a 1-hit-point unit; the tokens stay removed when the target is gone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 2 }] } }, { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } }),
      decisions: [
        // the Crew is the only unit: targeted for him
        { type: 'use', card: '@q', ability: 'action2' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@l.loc': 'discard', '@q.tokens': 0 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] }, quest: { cards: [{ card: Q, as: 'q', tokens: 2 }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
      ),
      decisions: [
        { type: 'use', card: '@q', ability: 'action2' },
        { type: 'target', target: '@l' },
        // in response the Crew is sacrificed (its own cost): the target is gone
        { type: 'use', card: '@l', ability: 'action', player: 2 },
        { type: 'pass', player: 1 },
      ],
      expect: { '@l.loc': 'discard', '@mine.loc': 'discard', '@q.tokens': 0, chain: 0 },
    });
  });
});
