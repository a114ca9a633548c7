import { action, destroy, isSupport, picked, queries, targetCard, type Ctx } from '@invasion/engine/dsl';
import { defOf } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** A support whose printed cost (X counts as 0) is at most the developments in your battlefield. */
function cheapEnoughSupport(ctx: Ctx, id: number): boolean {
  if (!isSupport(ctx, id)) return false;
  const cost = defOf(ctx.state.cards[id]!).cost;
  const printed = typeof cost === 'number' ? cost : 0;
  return printed <= queries.developmentsIn(ctx.state, ctx.player, 'battlefield');
}

export default defineCard(import.meta.url, '01118', {
  text: 'Action: destroy one target support card with a printed cost no higher than the number of developments you have in your battlefield.',
  abilities: [
    action({
      choices: [targetCard('support to destroy', cheapEnoughSupport)],
      effect: (ctx) => destroy(ctx, picked(ctx, 0)),
    }),
  ],
});
