import { constant, queries } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01006', {
  text: 'Limit one Hero per zone. +2 power while any of your capital sections burns.',
  abilities: [
    constant({
      active: (ctx) => queries.burningZones(ctx.state, ctx.player) >= 1,
      power: 2,
    }),
  ],
});
