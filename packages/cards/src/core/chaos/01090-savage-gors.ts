import { constant, queries } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01090', {
  text: 'Battlefield. While this unit attacks and your battlefield holds at least two developments, it deals 2 extra combat damage.',
  abilities: [
    constant({
      zone: 'battlefield',
      active: (ctx) => queries.isAttacking(ctx.state, ctx.self) && queries.developmentsIn(ctx.state, ctx.player, 'battlefield') >= 2,
      combatDamage: 2,
    }),
  ],
});
