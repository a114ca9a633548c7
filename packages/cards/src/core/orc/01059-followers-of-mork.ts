import { dealIndirectDamage } from '@invasion/engine';
import { eachPlayer, forced, whenThisEntersPlay } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01059', {
  text: 'Forced: when this unit enters play, both players take 2 indirect damage (each assigns his own).',
  abilities: [
    forced({
      ...whenThisEntersPlay,
      effect: (ctx) => dealIndirectDamage(ctx.state, eachPlayer(ctx.state), 2, ctx.self),
    }),
  ],
});
