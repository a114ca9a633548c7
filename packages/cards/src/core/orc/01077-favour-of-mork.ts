import { action, gainPower, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01077', {
  text: 'Action: until the end of the turn, one target unit has -1 power and a second, different target unit has +1 power.',
  abilities: [
    action({
      choices: [targetUnit('unit to lose 1 power'), targetUnit('other unit to gain 1 power', (ctx, id) => id !== picked(ctx, 0))],
      effect: (ctx) => {
        gainPower(ctx, picked(ctx, 0), -1);
        gainPower(ctx, picked(ctx, 1), 1);
      },
    }),
  ],
});
