import { draw, forced, whenThisLeavesPlay } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03023', {
  text: 'Forced: when this unit leaves play, its controller draws 1 card.',
  abilities: [forced({ ...whenThisLeavesPlay, effect: (ctx) => void draw(ctx, ctx.player, 1) })],
});
