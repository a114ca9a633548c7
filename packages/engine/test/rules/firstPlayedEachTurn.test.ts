/**
 * "Lower the cost of the first <kind> you play each turn" (Grimgor's Camp, Nuln Tinkerers, the Skaven
 * board): the first such card of the turn, from the turn's history — one played before the rule's
 * source came into play was the first, so the next one pays full price. A card played facedown as a
 * development is not a card of that kind being played.
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { constant, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Lower the cost of the first unit you play each turn by 1." (a support, cost 2)
  { ...testUnit('tf001', 'Mess Tent'), type: 'Support', cost: 2, power: 0, hitPoints: 0, abilities: [constant({ rules: { cost: { of: unit(), change: -1, first: 'turn' } } })] } as CardDef,
  // a plain 3-cost unit
  testUnit('tf002', 'Ogre', { cost: 3 }),
]);

describe('the first card of a kind played each turn', () => {
  it('only the first unit of the turn is cheaper', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Ogre', 'Ogre'], kingdom: { cards: ['Mess Tent'] } }),
      decisions: [{ type: 'play', card: 'Ogre', zone: 'kingdom' }, { expect: { 'p1.resources': 8 } }, { type: 'play', card: 'Ogre', zone: 'kingdom' }],
      expect: { 'p1.resources': 5 },
    });
  });

  it('a unit played before the source entered play was the first one: the next pays full price', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Ogre', 'Mess Tent', 'Ogre'] }),
      decisions: [
        { type: 'play', card: 'Ogre', zone: 'kingdom' },
        { type: 'play', card: 'Mess Tent', zone: 'kingdom' },
        { expect: { 'p1.resources': 5 } },
        { type: 'play', card: 'Ogre', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 2 },
    });
  });

  it('a unit played facedown as a development does not count', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Ogre', 'Ogre'], kingdom: { cards: ['Mess Tent'] } }),
      decisions: [{ type: 'develop', card: 'Ogre', zone: 'quest' }, { type: 'play', card: 'Ogre', zone: 'kingdom' }],
      expect: { 'p1.resources': 8, 'p1.quest.developments': 1 },
    });
  });
});
