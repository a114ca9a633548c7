import { constant, isUnit, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit in a zone (of either player) that holds no development. */
function unitInZoneWithoutDevelopments(ctx: Ctx, id: number): boolean {
  const c = ctx.state.cards[id]!;
  return isUnit(ctx, id) && queries.isZone(c.loc) && queries.developmentsIn(ctx.state, c.controller, c.loc) === 0;
}

export default defineCard(import.meta.url, '06011', {
  text: 'Building. Every unit (either player\'s) in a zone that has no developments loses all of its Actions and Forced effects.',
  abilities: [constant({ affects: unitInZoneWithoutDevelopments, losesActionsAndForced: true })],
});
