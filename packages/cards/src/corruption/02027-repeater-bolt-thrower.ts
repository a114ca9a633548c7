import { dealIndirectDamage, queries } from '@invasion/engine';
import { action, opponentOf, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** X: the developments its controller has in this card's zone. */
function developmentsHere(ctx: Ctx): number {
  const zone = zoneOfSource(ctx);
  return zone ? queries.developmentsIn(ctx.state, ctx.player, zone) : 0;
}

export default defineCard(import.meta.url, '02027', {
  text: 'Battlefield. Action, once per turn: pay X resources; a target opponent takes X indirect damage (X: how many developments you have in this zone).',
  abilities: [
    action({
      zone: 'battlefield',
      limit: 'turn',
      spend: developmentsHere,
      canResolve: (ctx) => developmentsHere(ctx) > 0,
      effect: (ctx) => dealIndirectDamage(ctx.state, [opponentOf(ctx)], developmentsHere(ctx), ctx.self),
    }),
  ],
});
