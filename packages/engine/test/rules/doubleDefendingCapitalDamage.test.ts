/**
 * "Double all damage dealt to the defending player's capital" (Basha's Bloodaxe, while its unit
 * attacks): a rule of a constant — damage dealt to a section of the capital of the player defending
 * in the combat in progress is doubled after cancellation; other capitals, and damage outside a
 * combat, are not.
 */
import { describe, it } from 'vitest';
import { constant, indirectDamage, action, OPPONENT } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  testUnit('tdc01', 'Siege Ogre', { power: 2, hitPoints: 3, abilities: [constant({ rules: { doubleDefendingCapitalDamage: true } })] }),
  testUnit('tdc02', 'Slinger', { abilities: [action({ effect: indirectDamage(OPPONENT, 1) })] }),
]);

describe('doubleDefendingCapitalDamage', () => {
  it('doubles the combat damage dealt to the defending capital', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Siege Ogre', as: 'o' }] } }, {}),
      decisions: [{ type: 'attack', zone: 'quest' }, { type: 'attacker', card: '@o' }, { type: 'assign', target: 'quest', amount: 2 }, { type: 'pass' }],
      expect: { 'p2.quest.damage': 4 },
    });
  });

  it('outside a combat, damage to that capital is not doubled', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: ['Siege Ogre', { card: 'Slinger', as: 's' }] } }, {}),
      decisions: [{ type: 'use', card: '@s', ability: 'action' }, { type: 'pass', player: 1 }, { type: 'assign', target: 'kingdom', amount: 1, player: 2 }],
      expect: { 'p2.kingdom.damage': 1 },
    });
  });
});
