import { EV } from '@invasion/engine';
import { corrupt, forced } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01098', {
  text: "Building. Kingdom. Forced: when a unit an opponent controls is dealt combat damage, corrupt it.",
  abilities: [
    forced({
      on: EV.dealtDamage,
      zone: 'kingdom',
      when: (ctx, ev) => ev.combat && ev.card >= 0 && ev.player !== ctx.player,
      effect: (ctx) => {
        corrupt(ctx, ctx.use.trigger);
      },
    }),
  ],
});
