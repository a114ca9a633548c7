import { constant, queries, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** One extra power per development its controller has in the zone it is in. */
function developmentsHere(ctx: Ctx): number {
  const zone = zoneOfSource(ctx);
  return zone ? queries.developmentsIn(ctx.state, ctx.player, zone) : 0;
}

export default defineCard(import.meta.url, '01113', {
  text: 'Limited. This support gets +1 power for each development you have in its zone.',
  abilities: [constant({ power: (ctx) => developmentsHere(ctx) })],
});
