import { addLastingEffect, defOf } from '@invasion/engine';
import { constant, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const USED = '01073:used';

function usedThisTurn(ctx: Ctx): boolean {
  return ctx.state.effects.some((e) => e.effect === USED && e.source === ctx.self);
}

/** 1 less for the first Orc unit its controller plays each turn (per Camp). */
function firstOrcUnitDiscount(ctx: Ctx, player: number, card: number): number {
  if (player !== ctx.player || usedThisTurn(ctx)) return 0;
  const def = defOf(ctx.state.cards[card]!);
  return def.type === 'Unit' && def.race === 'Orc' ? -1 : 0;
}

export default defineCard(import.meta.url, '01073', {
  text: 'Kingdom. Each turn, the first Orc unit you play costs 1 less.',
  abilities: [
    constant({
      zone: 'kingdom',
      cost: firstOrcUnitDiscount,
      onPaid: (ctx) => addLastingEffect(ctx.state, { effect: USED, controller: ctx.player, source: ctx.self, card: ctx.self, amount: 0, until: 'turn' }),
    }),
  ],
});
