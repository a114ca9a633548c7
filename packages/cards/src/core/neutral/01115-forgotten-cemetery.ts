import { constant, queries } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01115', {
  text: 'Limited. Quest. This card gets +1 power while you have two or more developments in this zone.',
  abilities: [
    constant({
      zone: 'quest',
      active: (ctx) => queries.developmentsIn(ctx.state, ctx.player, 'quest') >= 2,
      power: 1,
    }),
  ],
});
