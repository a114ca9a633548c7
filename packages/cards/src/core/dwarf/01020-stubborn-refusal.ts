import { action, moveDamage, rules, TARGET, target, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Units in play (either player's) in the zone of that name. */
function unitsInZone(ctx: Ctx, zone: string): number[] {
  return ([0, 1] as const).flatMap((p) => (zone === 'kingdom' || zone === 'quest' || zone === 'battlefield' ? rules.unitsIn(ctx.state, p, zone) : []));
}

/** A damaged unit with another unit in a zone of that name (so the second target exists). */
function hasPartner(ctx: Ctx, id: number): boolean {
  return unitsInZone(ctx, ctx.state.cards[id]!.loc).some((u) => u !== id);
}

/** In the zone of the same name as the first target's (either player's). */
function inFirstTargetsZone(ctx: Ctx, id: number): boolean {
  const first = ctx.use.picks[0]?.[0];
  return first !== undefined && first >= 0 && ctx.state.cards[id]!.loc === ctx.state.cards[first]!.loc;
}

export default defineCard(import.meta.url, '01020', {
  text: "Action: target a damaged unit and a second unit in the zone of the same name (on either player's capital); all of the first one's damage moves onto the second (never more than it takes to destroy it).",
  abilities: [
    action({
      targets: [
        unit({ damaged: true, where: hasPartner }),
        unit({ not: TARGET, where: inFirstTargetsZone }),
      ],
      // FAQ Q&A: moving damage is capped at what destroys the receiver; it is not dealt, so no cancellation.
      effect: moveDamage(TARGET, target(1)),
    }),
  ],
});
