import { action, gainResources, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const kingdomDevelopments = (ctx: Ctx): number => queries.developmentsIn(ctx.state, ctx.player, 'kingdom');

export default defineCard(import.meta.url, '01119', {
  text: 'Action: add 1 to your resources for every development you have in your kingdom.',
  abilities: [
    action({
      canResolve: (ctx) => kingdomDevelopments(ctx) > 0,
      effect: (ctx) => gainResources(ctx, ctx.player, kingdomDevelopments(ctx)),
    }),
  ],
});
