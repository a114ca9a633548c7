import { action, afterDamageAssigned, attacking, destroy, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01022', {
  text: 'Only during combat after combat damage is assigned. Action: a target attacking unit is destroyed.',
  abilities: [
    action({
      playable: afterDamageAssigned,
      choices: [targetUnit('attacking unit to destroy', attacking)],
      effect: (ctx) => destroy(ctx, picked(ctx, 0)),
    }),
  ],
});
