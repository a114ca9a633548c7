import { constant, queries } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01004', {
  text: 'Battlefield. This unit gets +2 power while you have at least two developments in this zone.',
  abilities: [
    constant({
      zone: 'battlefield',
      active: (ctx) => queries.developmentsIn(ctx.state, ctx.player, 'battlefield') >= 2,
      power: 2,
    }),
  ],
});
