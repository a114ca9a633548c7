import { action, gainPower, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01005', {
  text: 'Quest. Action: spend 2 resources: one target unit gets +1 power until the end of the turn.',
  abilities: [
    action({
      zone: 'quest',
      spend: 2,
      choices: [targetUnit('unit to gain 1 power')],
      effect: (ctx) => gainPower(ctx, picked(ctx, 0), 1),
    }),
  ],
});
