import { constant, rules, unit, ZONES, type Ctx, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The unit sits in a capital zone (of either player) holding no development at all. */
function inZoneWithoutDevelopments(ctx: Ctx, id: number): boolean {
  const zone = ctx.state.cards[id]!.loc;
  if (!(ZONES as readonly string[]).includes(zone)) return false;
  return rules.developmentsIn(ctx.state, rules.capitalOf(ctx.state, id), zone as ZoneName) === 0;
}

export default defineCard(import.meta.url, '06011', {
  text: "Building. Every unit, either player's, in a zone without developments has no Actions and no Forced effects (errata; its other abilities stay).",
  abilities: [constant({ affects: unit({ where: inZoneWithoutDevelopments }), modify: { losesActionsAndForced: true } })],
});
