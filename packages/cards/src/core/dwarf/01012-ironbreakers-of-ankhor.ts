import { constant, queries, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** X: developments its controller has in this unit's zone. */
function developmentsHere(ctx: Ctx): number {
  const zone = zoneOfSource(ctx);
  return zone ? queries.developmentsIn(ctx.state, ctx.player, zone) : 0;
}

export default defineCard(import.meta.url, '01012', {
  text: 'Toughness X: X equals how many developments are in this zone.',
  abilities: [constant({ toughness: (ctx) => developmentsHere(ctx) })],
});
