/**
 * A choice an effect asks right after dealing damage is asked from the game as the state checks
 * leave it: a unit the damage destroyed is not offered, and a choice left with nothing to pick is not
 * asked at all ("deal 1 damage to it; then move it": a unit the damage destroyed is not moved).
 * The fuzz found a prompt with no legal option here (Helstorm Rocket Battery, seed 760480).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { action, choice, damage, move, TARGET, unit, zoneFor } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  { ...testUnit('x9601', 'Shove'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ target: unit(), effect: [damage(TARGET, 1), choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })] })] } as CardDef,
]);

describe('a choice after damage is asked from what the state checks leave', () => {
  it('a unit the damage destroyed is not moved, and nobody is asked where to', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Shove', 'Grunt'] }, { battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }),
      decisions: [{ type: 'play', card: 'Shove' }],
      expect: { '@g.loc': 'discard', prompt: { player: 1, kind: 'action' } },
    });
  });

  it('a unit that survives the damage is moved where the player chooses', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Shove', 'Grunt'] }, { battlefield: { cards: [{ card: 'Brute', as: 'b' }] } }),
      decisions: [{ type: 'play', card: 'Shove' }, { type: 'target', target: 'kingdom', owner: 2 }],
      expect: { '@b.loc': 'kingdom', '@b.damage': 1 },
    });
  });
});
