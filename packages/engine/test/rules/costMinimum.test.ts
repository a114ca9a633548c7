/**
 * "Lower the cost of ... by N (to a minimum of M)": the reduction stops at M — the card's cost (its
 * printed cost, loyalty apart: FAQ Cost) never goes below M through it, and a card already cheaper
 * than M keeps its own cost (a reduction never raises a cost). Several reductions add up, and the
 * highest minimum among those applied holds. Without a minimum, a reduction stops at 0 (FAQ Reduction).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { constant, unit } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

const support = (id: string, name: string, change: number, minimum?: number): CardDef =>
  ({ ...testUnit(id, name), type: 'Support', cost: 9, power: 0, hitPoints: 0, abilities: [constant({ rules: { cost: { of: unit(), change, ...(minimum === undefined ? {} : { minimum }) } } })] }) as CardDef;

registerFixtures([
  support('cm001', 'Floor Tent', -2, 1), // units cost 2 less, to a minimum of 1
  support('cm002', 'Plain Tent', -1), // units cost 1 less
  testUnit('cm003', 'Big Ogre', { cost: 4 }),
  testUnit('cm004', 'Small Ogre', { cost: 2 }),
  testUnit('cm005', 'Tiny Ogre', { cost: 1 }),
  testUnit('cm006', 'Free Ogre', { cost: 0 }),
  testUnit('cm007', 'Loyal Ogre', { cost: 2, race: 'Chaos', loyalty: 2, raceSymbols: ['Chaos'] }),
]);

const play = (name: string, resources: number, supports: string[], expectLeft: number) =>
  expectScenario({
    phase: 'capital',
    players: board({ resources, hand: [name, 'Free Ogre'], kingdom: { cards: supports } }),
    decisions: [{ type: 'play', card: name, zone: 'kingdom' }],
    expect: { 'p1.resources': expectLeft },
  });

describe('a cost reduction with a minimum', () => {
  it('lowers the cost fully while it stays at or above the minimum', () => play('Big Ogre', 5, ['Floor Tent'], 3));
  it('stops at the minimum', () => play('Small Ogre', 5, ['Floor Tent'], 4));
  it('leaves a card already at the minimum at its cost', () => play('Tiny Ogre', 5, ['Floor Tent'], 4));
  it('with another reduction: they add up, but the minimum still holds', () => {
    play('Big Ogre', 5, ['Floor Tent', 'Plain Tent'], 4);
    play('Small Ogre', 5, ['Floor Tent', 'Plain Tent'], 4);
  });
  it('without a minimum a reduction stops at 0', () => play('Small Ogre', 5, ['Plain Tent', 'Plain Tent', 'Plain Tent'], 5));
  it('loyalty is paid on top of the reduced cost (the minimum is about the printed cost)', () => play('Loyal Ogre', 5, ['Floor Tent'], 2));
});
