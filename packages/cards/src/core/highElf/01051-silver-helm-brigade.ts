import { draw, forced } from '@invasion/engine/dsl';
import { EV } from '@invasion/engine';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01051', {
  text: 'Forced: when damage is dealt to this unit, its controller draws 1 card.',
  abilities: [
    forced({
      on: EV.dealtDamage,
      when: (ctx, ev) => ev.card === ctx.self,
      effect: (ctx) => {
        draw(ctx, ctx.player, 1);
      },
    }),
  ],
});
