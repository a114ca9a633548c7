/**
 * Once a combat is over its units attack or defend no more: hit points they had only "while
 * defending" are gone at once, and a unit whose damage now reaches its hit points is destroyed then
 * (rules summary: a unit with as many damage tokens as hit points is destroyed), not at some later
 * state check.
 */
import { describe, it } from 'vitest';
import { action, constant, gainResources, is, SELF, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // "While defending, this unit has 2 more hit points." (2 hit points printed)
  testUnit('x9471', 'Shield Bearer', { abilities: [constant({ if: is(SELF, { defending: true }), modify: { hitPoints: 2 } })] }),
  // An action its player can always use, to keep his action windows open.
  testUnit('x9472', 'Idler', { abilities: [action({ effect: gainResources(YOU, 0) })] }),
]);

describe('hit points that last only while defending', () => {
  it('survive the combat damage; once the combat is over the unit is destroyed at once', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Grunt', as: 'a' }, { card: 'Grunt', as: 'a2' }, { card: 'Grunt', as: 'a3' }] } },
        { kingdom: { cards: [{ card: 'Shield Bearer', as: 's' }] }, quest: { cards: [{ card: 'Idler', as: 'i' }] } },
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@a2' },
        { type: 'attacker', card: '@a3' },
        { type: 'pass', player: 2 },
        { type: 'defender', card: '@s', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { '@s.hitPoints': 4 } },
        { type: 'assign', target: '@s', amount: 3 },
        { type: 'assign', target: '@a', amount: 1, player: 2 },
        { type: 'pass', player: 2 },
        // 3 damage on its 4 hit points; the combat then over, 2 hit points: destroyed before anyone may act again
        { expect: { '@s.loc': 'discard', prompt: { player: 2, kind: 'action' }, phase: 'endTurn' } },
      ],
    });
  });
});
