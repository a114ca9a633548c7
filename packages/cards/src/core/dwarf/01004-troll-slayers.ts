import { constant, queries } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01004', {
  text: 'Battlefield. While its controller has 2 or more developments in its zone, this unit gets +2 power.',
  abilities: [
    constant({
      zone: 'battlefield',
      active: (ctx) => queries.developmentsIn(ctx.state, ctx.player, 'battlefield') >= 2,
      power: 2,
    }),
  ],
});
