import { constant, queries } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01114', {
  text: 'Limited. Kingdom. This card gets +1 power while you have two or more developments in this zone.',
  abilities: [
    constant({
      zone: 'kingdom',
      active: (ctx) => queries.developmentsIn(ctx.state, ctx.player, 'kingdom') >= 2,
      power: 1,
    }),
  ],
});
