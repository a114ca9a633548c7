import { action, choice, damage, move, spend, TARGET, unit, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06108', {
  text: 'Siege. War Machine. Battlefield. Action: pay 3 resources: one target attacking unit is dealt 1 damage; then you move it to another zone of the player who controls it (it is no longer attacking).',
  abilities: [
    action({
      zone: 'battlefield',
      cost: spend(3),
      target: unit({ attacking: true }),
      // "Then": the move follows the damage; a unit the damage destroyed has nothing left to move.
      effect: [damage(TARGET, 1), choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
