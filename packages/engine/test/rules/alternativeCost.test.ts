/**
 * A card's own alternative cost (`rules: { alternativeCost: costs }`, read from the card in hand):
 * as he plays it from his hand, its player may pay those costs instead of its cost (its cost is then
 * 0); the choice is a separate play option (`alt: 1`), offered only when the costs can be paid; the
 * cost choices (which cards to sacrifice) are his, made as the play is paid, before the card goes on
 * the chain; its loyalty cost is still paid (FAQ: Loyalty is not part of the cost for card effects).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, choose, constant, development, sacrifice, startLasting, unit, YOU } from '../../src/dsl.js';
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
  // "The next unit you play this turn costs 1 less" (a conditional action: it waits for the next unit played).
  {
    ...testUnit('ac003', 'Rallying Cry'),
    type: 'Tactic',
    cost: 0,
    power: 0,
    hitPoints: 0,
    abilities: [action({ effect: startLasting('next') })],
    lasting: { next: { once: true, abilities: [constant({ rules: { cost: { of: unit(), change: -1 } } })] } },
  },
  testUnit('ac004', 'Recruit', { cost: 2 }),
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

  it('a card played by its alternative cost is still the next unit played: "the next unit you play costs less" is used up by it', () => {
    // FAQ: Conditional Actions — they last until their condition is met (here: the next unit played).
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: ['Rallying Cry', 'Sapper', 'Recruit'], kingdom: { developments: devs('d1', 'd2', 'd3') } }),
      decisions: [
        { type: 'play', card: 'Rallying Cry' },
        { type: 'play', card: 'Sapper', zone: 'kingdom', alt: 1 },
        { type: 'target', target: '@d1' },
        { type: 'target', target: '@d2' },
        // loyalty 2 paid (an Orc capital), the cost 0
        { expect: { 'p1.resources': 2, 'p1.kingdom.units': ['Sapper'], 'p1.kingdom.developments': 0 } },
        { type: 'play', card: 'Recruit', zone: 'kingdom' },
      ],
      // the Recruit pays its full cost 2 (the reduction went with the Sapper)
      expect: { 'p1.resources': 0, 'p1.kingdom.units': ['Sapper', 'Recruit'] },
    });
  });
});
