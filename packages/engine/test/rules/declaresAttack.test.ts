/**
 * An attack's zone being named (`declaresAttack(player)`, Warriors of Ulric): raised as the attacking player
 * names the zone (Declare Target of Attack), before attackers are declared, so a triggered action can
 * still move a unit into the battlefield to attack or into the named zone to defend.
 */
import { describe, it } from 'vitest';
import { action, choice, declaresAttack, move, SELF, YOU, zoneFor } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  // A triggered action: as any zone is named as attacked, this unit moves to another zone of its controller.
  testUnit('x9525', 'Zone Hopper', { abilities: [action({ when: declaresAttack(), effect: [choice('to', zoneFor(SELF)), move(SELF, { chosen: 'to' })] })] }),
  // The same, only when its controller attacks.
  testUnit('x9526', 'Eager Hopper', { abilities: [action({ when: declaresAttack(YOU), effect: [choice('to', zoneFor(SELF)), move(SELF, { chosen: 'to' })] })] }),
]);

describe('declaresAttack: the attacked zone is named', () => {
  it('fires as the zone is named, before attackers: the defender moves a unit into the named zone and it defends', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'g' }] } }, { quest: { cards: [{ card: 'Zone Hopper', as: 'h' }, { card: 'Eager Hopper', as: 'e' }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { 'combat.attackers': [], prompt: { player: 2, kind: 'action' } } },
        // the Eager Hopper reacts only to its own controller's attacks
        { type: 'use', card: '@e', ability: 'action', player: 2, illegal: '' },
        { type: 'use', card: '@h', ability: 'action', player: 2 },
        { type: 'target', target: 'kingdom', owner: 2, player: 2 },
        { expect: { '@h.loc': 'kingdom' } },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@h', player: 2 },
      ],
      expect: { 'combat.defenders': ['Zone Hopper'] },
    });
  });

  it('the attacking player\'s own unit may move into his battlefield and then be declared as an attacker', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Grunt', as: 'g' }] }, kingdom: { cards: [{ card: 'Eager Hopper', as: 'e' }] } }, {}),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'use', card: '@e', ability: 'action' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@e.loc': 'battlefield', prompt: { player: 1, kind: 'declareAttackers' } } },
        { type: 'attacker', card: '@g' },
        { type: 'attacker', card: '@e' },
      ],
      expect: { 'combat.attackers': ['Eager Hopper', 'Grunt'] },
    });
  });
});
