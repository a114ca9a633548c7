import { action, gainPower, inCombat, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01021', {
  text: 'Action: one target attacking or defending unit gets +2 power until the end of the turn.',
  abilities: [
    action({
      choices: [targetUnit('attacking or defending unit', inCombat)],
      effect: (ctx) => gainPower(ctx, picked(ctx, 0), 2),
    }),
  ],
});
