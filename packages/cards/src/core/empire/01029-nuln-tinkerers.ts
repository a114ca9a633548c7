import { addLastingEffect, defOf } from '@invasion/engine';
import { constant, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const USED = '01029:first-support';

/** Whether this copy already lowered a support's cost this turn. */
function usedThisTurn(ctx: Ctx): boolean {
  return ctx.state.effects.some((e) => e.effect === USED && e.source === ctx.self);
}

export default defineCard(import.meta.url, '01029', {
  text: 'Kingdom. Each turn, your first support card played costs you 1 less.',
  abilities: [
    constant({
      zone: 'kingdom',
      cost: (ctx, player, card) => (player === ctx.player && defOf(ctx.state.cards[card]!).type === 'Support' && !usedThisTurn(ctx) ? -1 : 0),
      onPaid: (ctx) => addLastingEffect(ctx.state, { effect: USED, controller: ctx.player, source: ctx.self, card: ctx.self, amount: 0, until: 'turn' }),
    }),
  ],
});
