import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("You's Bigga", () => {
  it('sacrificing one of your units makes your next Orc unit played this turn cost 2 less; only that one', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ["You's Bigga", { card: 'Savage Boyz', as: 'sb' }, { card: 'Black Orc Squad', as: 'next' }, { card: 'Chaos Knights', as: 'ck' }],
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Forest Goblins', as: 'g' }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
      ),
      decisions: [
        { type: 'play', card: "You's Bigga" },
        // one of his own units
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@g' }], exclude: [{ type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@g' },
        { expect: { '@g.loc': 'discard', 'p1.resources': 5 } },
        // Savage Boyz: 4 - 2 (its loyalty met by the capital and the Squad)
        { type: 'play', card: '@sb', zone: 'kingdom' },
        { expect: { 'p1.resources': 3 } },
        // used up: the Squad costs its full 3
        { type: 'play', card: '@next', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 0, '@theirs.loc': 'battlefield' },
    });
  });

  it('not below 1, and only an Orc unit uses it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: ["You's Bigga", { card: 'Forest Goblins', as: 'g' }, { card: 'Chaos Knights', as: 'ck' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] } },
        {},
      ),
      decisions: [
        { type: 'play', card: "You's Bigga" },
        { type: 'target', target: '@a' },
        // a Chaos unit: full price (5 + 2 loyalty), the reduction waits
        { type: 'play', card: '@ck', zone: 'kingdom' },
        { expect: { 'p1.resources': 1 } },
        // Forest Goblins (2): lowered to 1, not 0
        { type: 'play', card: '@g', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 0, '@g.loc': 'kingdom' },
    });
  });

  it('cannot be played with no unit of yours to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ["You's Bigga", 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'play', card: "You's Bigga", illegal: 'cost cannot be paid' }],
    });
  });

  it('a card developed face down is not a unit played: the reduction still waits', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ["You's Bigga", { card: 'Savage Boyz', as: 'sb' }, { card: 'Black Orc Squad', as: 'dev' }], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Forest Goblins', as: 'g' }] } },
        {},
      ),
      decisions: [
        { type: 'play', card: "You's Bigga" },
        { type: 'target', target: '@g' },
        { type: 'develop', card: '@dev', zone: 'kingdom' },
        // Savage Boyz for 2 (4 - 2)
        { type: 'play', card: '@sb', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 0, '@sb.loc': 'kingdom', 'p1.kingdom.developments': 1 },
    });
  });
});
