import { action, andThen, damage, SELF, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02028', {
  text: "Ranger. Battlefield. Action: spend 2 resources to deal 1 damage to one target unit in either player's battlefield; then this unit is dealt 1 damage.",
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
