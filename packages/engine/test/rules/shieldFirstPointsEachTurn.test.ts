/**
 * A shield with `limit: 'turn'` and an `amount` takes "the first N damage each turn": N points in all
 * that turn, whether they come in one hit or several (Bladelord: the first 2 damage each turn). A
 * shield with the limit and no amount takes one damage a turn, whatever its size.
 */
import { describe, it } from 'vitest';
import { shield, targetOf, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  testUnit('sfp001', 'Two-Point Hide', { hitPoints: 5, abilities: [shield({ to: 'self', amount: 2, limit: 'turn' })] }),
  testUnit('sfp002', 'Whole Hide', { hitPoints: 5, abilities: [shield({ to: 'self', limit: 'turn' })] }),
  testUnit('sfp003', 'Deflector', { hitPoints: 5, abilities: [shield({ to: 'self', amount: 2, limit: 'turn', redirect: targetOf(unit()) })] }),
]);

describe("a shield's first N damage each turn", () => {
  it('spreads over several hits: 1 + 1 are taken, the third point is dealt', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Bolt', 'Bolt', 'Grunt'] }, { kingdom: { cards: [{ card: 'Two-Point Hide', as: 'h' }] } }),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'pass' },
        { expect: { '@h.damage': 0 } },
        { type: 'play', card: 'Bolt' }, { type: 'pass' },
        { expect: { '@h.damage': 0 } },
        { type: 'play', card: 'Bolt' },
      ],
      expect: { '@h.damage': 1 },
    });
  });

  it('without an amount it still takes one whole damage a turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Bolt', 'Grunt'] }, { kingdom: { cards: [{ card: 'Whole Hide', as: 'h' }] } }),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'pass' },
        { expect: { '@h.damage': 0 } },
        { type: 'play', card: 'Bolt' },
      ],
      expect: { '@h.damage': 1 },
    });
  });

  it('a redirecting one sends the first 2 points of the turn on (to the only other unit), one hit at a time', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Bolt', 'Bolt', 'Grunt'], kingdom: { cards: [{ card: 'Wall', as: 'w' }] } }, { kingdom: { cards: [{ card: 'Deflector', as: 'd' }] } }),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@d' }, { type: 'pass' },
        { expect: { '@d.damage': 0, '@w.damage': 1 } },
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@d' }, { type: 'pass' },
        { expect: { '@d.damage': 0, '@w.damage': 2 } },
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@d' },
      ],
      expect: { '@d.damage': 1, '@w.damage': 2 },
    });
  });

  it('a redirecting one with no legal new target leaves the point on its unit and counts only that point', () => {
    // The first point has nowhere to go (the Deflector is the only unit) and stays; the second point of
    // the turn is still within the first 2, so once a unit is there it is redirected.
    expectScenario({
      phase: 'capital',
      players: board({ resources: 0, hand: ['Bolt', 'Wall', 'Bolt', 'Grunt'] }, { kingdom: { cards: [{ card: 'Deflector', as: 'd' }] } }),
      decisions: [
        { type: 'play', card: 'Bolt' }, { type: 'pass' },
        { expect: { '@d.damage': 1 } },
        { type: 'play', card: 'Wall', zone: 'kingdom' }, { type: 'pass' },
        { type: 'play', card: 'Bolt' }, { type: 'target', target: '@d' }, { type: 'pass' },
      ],
      expect: { '@d.damage': 1, 'p1.kingdom.damage': 0, 'p1.hand.count': 1 },
    });
  });
});
