import { attacking, dealDamage, forced, picked, targetUnit } from '@invasion/engine/dsl';
import { EV } from '@invasion/engine';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01109', {
  text: 'Kingdom. Forced: when an opponent attacks this zone, one target attacking unit is dealt 1 damage.',
  abilities: [
    forced({
      on: EV.zoneAttacked,
      zone: 'kingdom',
      when: (ctx, ev) => ev.player === ctx.player && ev.zone === 'kingdom',
      choices: [targetUnit('attacking unit to damage', attacking)],
      effect: (ctx) => {
        dealDamage(ctx, picked(ctx, 0), 1);
      },
    }),
  ],
});
