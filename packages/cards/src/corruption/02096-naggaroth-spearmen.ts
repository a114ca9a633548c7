import { action, atLeast, count, development, gain, PAID, SELF, spend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** X: the developments in this unit's zone (its controller's battlefield, where the action works). */
const devs = count(development({ controller: YOU, zone: 'battlefield' }));

export default defineCard(import.meta.url, '02096', {
  text: 'Warrior. Battlefield. Action: pay X resources, X being the developments in this zone: for the rest of the turn this unit deals X extra damage in combat.',
  abilities: [
    action({
      zone: 'battlefield',
      // With no development X is 0: the effect could change nothing.
      canResolve: atLeast(devs, 1),
      cost: spend(devs),
      // X is fixed as it is paid.
      effect: gain(SELF, { combatDamage: PAID }),
    }),
  ],
});
