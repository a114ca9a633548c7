import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const Q = 'Follow the Portent';
const deck = [
  { card: 'Chaos Knights', as: 'd1' },
  { card: 'Troll Vomit', as: 'd2' },
  { card: 'Black Orc Squad', as: 'd3' },
  { card: 'Lobber Crew', as: 'd4' },
];

describe('Follow the Portent', () => {
  it('a development played from hand with a unit questing here: the triggered action adds 1 token; none without a quester', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q' }, { card: 'Mountain Brigade', questing: '@q' }] } }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { type: 'use', card: '@q', ability: 'action' },
        { expect: { '@q.tokens': 1 } },
        { type: 'use', card: '@q', ability: 'action', illegal: '' },
      ],
      expect: { '@q.tokens': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q' }, 'Mountain Brigade'] } }),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { expect: { options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
      ],
      expect: { '@q.tokens': 0 },
    });
  });

  it('removing 1 token: looks at the top 3 cards and puts them back in the chosen order (the last one on top)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ deck, hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q', tokens: 1 }] } }, {}, ['high-elf', 'orc']),
      decisions: [
        // (P2, the active player, has nothing to do in his capital phase)
        { type: 'use', card: '@q', ability: 'action2', player: 1 },
        { expect: { '@q.tokens': 0, prompt: { player: 1, kind: 'choose' }, options: { include: [1, 2, 3].map((i) => ({ type: 'target', target: `@d${i}` })), exclude: [{ type: 'target', target: '@d4' }, { type: 'pass' }] } } },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d3' },
        // d2 goes back last, by itself: P1's quest phase on turn 4 draws it
      ],
      expect: { turn: 4, 'p1.hand': ['Mountain Brigade', 'Troll Vomit'], 'p1.deck': 3, '@q.tokens': 0 },
    });
  });

  it('cannot be used without a token', () => {
    expectScenario({
      phase: 'capital',
      players: board({ deck, hand: ['Mountain Brigade'], quest: { cards: [{ card: Q, as: 'q' }] } }),
      decisions: [{ type: 'use', card: '@q', ability: 'action2', illegal: '' }],
    });
  });
});
