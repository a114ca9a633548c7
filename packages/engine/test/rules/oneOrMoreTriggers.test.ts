/**
 * "When one or more ...": a trigger with `batch` meets the events of its kind raised together once.
 * A triggered action is armed once by the events before its player's first opportunity (FAQ:
 * Triggered Actions — usable once per trigger).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, damage, draw, each, EACH, leavesPlay, unit, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "Action: deal 1 damage to each unit."
  { ...testUnit('to001', 'Quake'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ effect: each(unit(), damage(EACH, 1)) })] } as CardDef,
  // "Action: when one or more units leave play, draw a card."
  { ...testUnit('to002', 'Scavenger', { hitPoints: 3 }), abilities: [action({ when: leavesPlay(unit(), { batch: true }), effect: draw(YOU, 1) })] } as CardDef,
  // "Action: when a unit leaves play, draw a card."
  { ...testUnit('to003', 'Mourner', { hitPoints: 3 }), abilities: [action({ when: leavesPlay(unit()), effect: draw(YOU, 1) })] } as CardDef,
]);

describe('one or more: triggered actions', () => {
  it('units leaving play together arm a "one or more" action once, a plain one once per unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Quake'], kingdom: { cards: [{ card: 'Scavenger', as: 's' }, { card: 'Mourner', as: 'm' }] } }, { kingdom: { cards: ['Grunt', 'Grunt'] } }),
      decisions: [
        { type: 'play', card: 'Quake' },
        { expect: { 'p1.hand.count': 0, 'p2.kingdom.units': [] } },
        { type: 'use', card: '@s', ability: 'action' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }], include: [{ type: 'use', card: '@m', ability: 'action' }] } } },
        { type: 'use', card: '@m', ability: 'action' },
        { type: 'use', card: '@m', ability: 'action' },
        { expect: { options: { exclude: [{ type: 'use', card: '@m', ability: 'action' }] } } },
        { type: 'pass' },
        { expect: { 'p1.hand.count': 3 } },
      ],
    });
  });
});
