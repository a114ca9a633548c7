import { atBeginningOfYourTurn, dealDamage, forced, inThisZone, picked, sacrifice, targetUnit, yours, all } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05018', {
  text: 'Forced: when your turn begins, choose: 2 damage to a target unit of yours in this zone, or this card is sacrificed (it is sacrificed when no such unit exists).',
  abilities: [
    forced({
      ...atBeginningOfYourTurn,
      choices: [targetUnit('unit to deal 2 damage to (pass: sacrifice Troll Den)', all(yours, inThisZone), { min: 0, max: 1, ifNone: 'continue' })],
      effect: (ctx) => {
        const t = picked(ctx, 0);
        if (t >= 0) dealDamage(ctx, t, 2);
        else sacrifice(ctx, ctx.self);
      },
    }),
  ],
});
