import { action, dealDamage, duringYourTurn, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01102', {
  text: 'Spell. Only playable in your own turn. Action: one target unit is dealt X damage (X: what you paid).',
  abilities: [
    action({
      playable: duringYourTurn,
      choices: [targetUnit('unit to damage')],
      effect: (ctx) => {
        dealDamage(ctx, picked(ctx, 0), ctx.use.x);
      },
    }),
  ],
});
