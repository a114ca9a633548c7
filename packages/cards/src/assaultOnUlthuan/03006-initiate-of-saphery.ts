import { action, atBeginningOfYourTurn, heal, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Your damaged units in play. */
function yourDamagedUnits(ctx: Ctx): number[] {
  return queries.allUnitsInPlay(ctx.state).filter((id) => ctx.state.cards[id]!.controller === ctx.player && ctx.state.cards[id]!.damage > 0);
}

/** Each of your units is healed of 1 damage (one heal per unit). */
function healEachOfYourUnits(ctx: Ctx): void {
  for (const id of yourDamagedUnits(ctx)) heal(ctx, id, 1);
}

export default defineCard(import.meta.url, '03006', {
  text: 'Kingdom. Action: at the beginning of your turn (once, in the first action window after it begins), heal 1 damage from every unit you control.',
  abilities: [
    action({
      zone: 'kingdom',
      trigger: atBeginningOfYourTurn,
      canResolve: (ctx) => yourDamagedUnits(ctx).length > 0,
      effect: healEachOfYourUnits,
    }),
  ],
});
