/**
 * A card's own alternative cost (`rules: { alternativeCost: costs }`, read from the card in hand):
 * as he plays it from his hand, its player may pay those costs instead of its cost (its cost is then
 * 0); the choice is a separate play option (`alt: 1`), offered only when the costs can be paid; the
 * cost choices (which cards to sacrifice) are his, made as the play is paid, before the card goes on
 * the chain; its loyalty cost is still paid (FAQ: Loyalty is not part of the cost for card effects).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { choose, constant, development, sacrifice, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  testUnit('ac001', 'Sapper', {
    race: 'Dwarf',
    raceSymbols: ['Dwarf'],
    cost: 4,
    loyalty: 2,
    abilities: [constant({ rules: { alternativeCost: sacrifice(choose(development({ controller: YOU }), { min: 3, max: 3, label: 'developments to sacrifice' })) } })],
  }),
  testUnit('ac002', 'Filler', { cost: 1 }),
] as CardDef[]);

const devs = (...as: string[]) => as.map((a) => ({ card: 'Filler', as: a }));

describe('alternative cost', () => {
  it('with 3 developments: offered beside the normal play; the player picks which 3 go; cost 0, loyalty still paid', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Sapper'], kingdom: { developments: devs('d1', 'd2') }, quest: { developments: devs('d3', 'd4') } }),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: 'Sapper', zone: 'battlefield', alt: 1 }], exclude: [{ type: 'play', card: 'Sapper', zone: 'battlefield' }] } } },
        { type: 'play', card: 'Sapper', zone: 'battlefield', alt: 1 },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d3' },
        { type: 'target', target: '@d4' },
      ],
      expect: {
        'p1.battlefield.units': ['Sapper'],
        'p1.resources': 0,
        '@d1.loc': 'discard',
        '@d3.loc': 'discard',
        '@d4.loc': 'discard',
        '@d2.loc': 'kingdom',
        'p1.kingdom.developments': 1,
        'p1.quest.developments': 0,
      },
    });
  });

  it('without enough developments it is not offered, and asking for it is refused', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Sapper'], kingdom: { developments: devs('d1', 'd2') } }),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: 'Sapper', zone: 'kingdom' }], exclude: [{ type: 'play', card: 'Sapper', zone: 'kingdom', alt: 1 }] } } },
        { type: 'play', card: 'Sapper', zone: 'kingdom', alt: 1, illegal: 'alternative cost cannot be paid' },
        { type: 'play', card: 'Sapper', zone: 'kingdom' },
      ],
      expect: { 'p1.kingdom.units': ['Sapper'], 'p1.resources': 0, 'p1.kingdom.developments': 2 },
    });
  });

  it('is optional: the normal cost can still be paid with the developments kept', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ['Sapper'], kingdom: { developments: devs('d1', 'd2', 'd3') } }),
      decisions: [{ type: 'play', card: 'Sapper', zone: 'quest' }],
      expect: { 'p1.quest.units': ['Sapper'], 'p1.resources': 0, 'p1.kingdom.developments': 3 },
    });
  });

  it('loyalty must still be affordable', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Sapper'], kingdom: { developments: devs('d1', 'd2', 'd3') } }),
      decisions: [{ type: 'play', card: 'Sapper', zone: 'kingdom', alt: 1, illegal: 'resources' }],
      expect: { 'p1.hand': ['Sapper'] },
    });
  });
});
