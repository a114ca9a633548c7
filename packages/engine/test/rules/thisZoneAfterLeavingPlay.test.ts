/**
 * "This zone" of an action whose card left play before it resolved: the effect exists independently
 * of its source (FAQ: Detailed Timing — once initiated, an effect resolves even if its source has
 * left play), so it reads the zone the card was last in, not nothing.
 */
import { describe, it } from 'vitest';
import { board, expectScenario } from '../helpers.js';

describe('"this zone" once the source has left play', () => {
  const players = () =>
    board(
      { battlefield: { cards: [{ card: 'Drummer', as: 'd' }, 'Grunt', 'Grunt'] }, kingdom: { cards: ['Grunt'] } },
      { resources: 1, hand: [{ card: 'Bolt', as: 'bolt' }] },
    );

  it('counts the zone it was initiated from while it is still there', () => {
    expectScenario({
      phase: 'capital',
      players: players(),
      decisions: [{ type: 'use', card: '@d', ability: 0 }, { type: 'pass', player: 2 }, { type: 'pass', player: 1 }],
      expect: { 'p1.hand.count': 2, '@d.loc': 'battlefield' },
    });
  });

  it('still counts that zone when the card is destroyed in response (last-known information)', () => {
    expectScenario({
      phase: 'capital',
      players: players(),
      decisions: [
        { type: 'use', card: '@d', ability: 0 },
        // the opponent destroys the Drummer before its action resolves
        { type: 'play', card: '@bolt', player: 2 },
        { type: 'target', target: '@d' },
        { type: 'pass', player: 1 },
      ],
      // two other units of his in the battlefield: two cards, as if the Drummer were still there
      expect: { '@d.loc': 'discard', 'p1.hand.count': 2 },
    });
  });
});
