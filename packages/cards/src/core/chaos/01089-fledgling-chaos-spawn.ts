import { EV } from '@invasion/engine';
import { dealDamage, forced, inZone, picked, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01089', {
  text: "Battlefield. Forced: when this unit is destroyed, 1 damage is dealt to a target unit in a battlefield (either player's).",
  abilities: [
    forced({
      on: EV.destroyed,
      fromOutOfPlay: true,
      when: (ctx, ev) => ev.card === ctx.self && ev.zone === 'battlefield',
      choices: [targetUnit('unit to damage', inZone('battlefield'))],
      effect: (ctx) => {
        dealDamage(ctx, picked(ctx, 0), 1);
      },
    }),
  ],
});
