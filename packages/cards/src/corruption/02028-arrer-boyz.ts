import { action, andThen, damage, SELF, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02028', {
  text: "Ranger. Battlefield. Action: pay 2 resources; a target unit in either player's battlefield takes 1 damage, and then this unit takes 1 damage too.",
  abilities: [
    action({
      zone: 'battlefield',
      cost: spend(2),
      target: unit({ zone: 'battlefield' }),
      // "then": only once the damage to the target has resolved (FAQ: Multiple Effects).
      effect: [damage(TARGET, 1), andThen(damage(SELF, 1))],
    }),
  ],
});
