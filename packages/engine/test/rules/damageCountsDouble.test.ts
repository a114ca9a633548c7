/**
 * "Treat each damage on it as 2 damage": Mods flag `damageCountsDouble`. Its damage counts twice
 * against its hit points (state check), in what it takes to destroy it (the attacker's assignment)
 * and in amounts reading its damage; the tokens on it stay as they are.
 */
import { describe, it } from 'vitest';
import { action, constant, damageOn, gainResources, SELF, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  testUnit('x9491', 'Leper', { power: 0, hitPoints: 4, abilities: [constant({ modify: { damageCountsDouble: true } })] }),
  // The same, with "Action: gain resources equal to the damage on this unit."
  testUnit('x9492', 'Counting Leper', { power: 0, hitPoints: 4, abilities: [constant({ modify: { damageCountsDouble: true } }), action({ effect: gainResources(YOU, damageOn(SELF)) })] }),
]);

describe('damage that counts double', () => {
  it('1 damage on 4 hit points counts 2: it stands, and amounts read 2; 2 damage destroy it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Counting Leper', as: 'l', damage: 1 }] } }, {}),
      decisions: [
        { expect: { '@l.loc': 'kingdom', '@l.damage': 1 } },
        { type: 'use', card: '@l', ability: 'action' },
        { type: 'pass' }, // (no response: it resolves)
      ],
      expect: { 'p1.resources': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Grunt'], kingdom: { cards: [{ card: 'Leper', as: 'l', damage: 2 }] } }, {}),
      decisions: [],
      expect: { '@l.loc': 'discard' },
    });
  });

  it('the attacker must assign only what destroys it counted double before reaching the capital', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Brute', as: 'a' }, { card: 'Grunt', as: 'g' }] } }, { kingdom: { cards: [{ card: 'Leper', as: 'l', damage: 1 }] } }),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@g' },
        { type: 'defender', card: '@l', player: 2 },
        // 1 more point makes 2 damage, counted 4: enough; the other 2 may go to the capital
        { type: 'assign', target: '@l', amount: 1 },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { '@l.loc': 'discard', 'p2.kingdom.damage': 2 },
    });
  });
});
