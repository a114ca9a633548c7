/**
 * Taking control respects uniqueness and "Limit one Hero per zone": a player does not take control
 * of a second copy of a unique card he has in play (rules summary: Unique), nor of a Hero into a zone
 * of his that already has one (FAQ: "Limit one Hero per zone" — he cannot take control of another
 * Hero into that zone). The other cards the effect takes change sides as usual.
 */
import { describe, it } from 'vitest';
import { action, EACH, each, OPPONENT, takeControl, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Action: take control of each opponent's unit."
  { ...testUnit('x9311', 'Mass Charm'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ effect: each(unit({ controller: OPPONENT }), takeControl(EACH)) })] },
  testUnit('x9312', 'Lone Champion', { unique: true }),
  testUnit('x9313', 'Zone Hero', { hero: true }),
]);

describe('taking control of a unique card or a Hero', () => {
  it('a second copy of a unique card he has, or a Hero into a zone of his with a Hero, stays with its controller', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mass Charm', 'Grunt'], kingdom: { cards: [{ card: 'Lone Champion', as: 'mine' }] }, quest: { cards: [{ card: 'Zone Hero', as: 'myHero' }] } },
        {
          kingdom: { cards: [{ card: 'Lone Champion', as: 'theirs' }, { card: 'Grunt', as: 'g' }] },
          quest: { cards: [{ card: 'Zone Hero', as: 'theirHero' }] },
          battlefield: { cards: [{ card: 'Zone Hero', as: 'bfHero' }] },
        },
      ),
      decisions: [{ type: 'play', card: 'Mass Charm' }],
      expect: {
        '@theirs.controller': 2,
        '@theirHero.controller': 2,
        '@g.controller': 1,
        // no Hero in his battlefield: that one is taken
        '@bfHero.controller': 1,
        '@mine.controller': 1,
        log: ['cannot move: you already have Lone Champion (unique) in play', 'cannot move: your quest already has a Hero'],
      },
    });
  });
});
