import { action, attachment, choose, entersPlay, moveAttachment, rules, TARGET, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Another unit in the zone (of the same capital) where attachment `att` is, not its host. */
function besideIt(ctx: Ctx, att: number, id: number): boolean {
  const st = ctx.state;
  return st.cards[att]!.attachedTo !== id && rules.isUnit(st, id) && rules.zoneOfCard(st, id) === rules.zoneOfCard(st, att) && rules.capitalOf(st, id) === rules.capitalOf(st, att);
}

/** The target: an attachment on a unit, with another unit in its zone to move to (else nothing could resolve). */
function movable(ctx: Ctx, id: number): boolean {
  const st = ctx.state;
  const host = st.cards[id]!.attachedTo;
  const zone = rules.zoneOfCard(st, id);
  if (host < 0 || !rules.isUnit(st, host) || zone === null) return false;
  return rules.unitsIn(st, rules.capitalOf(st, id), zone).some((u) => besideIt(ctx, id, u));
}

/** The unit it moves to: not a target (only the attachment is: FAQ Targeting), chosen as it resolves. */
function destination(ctx: Ctx, id: number): boolean {
  const att = ctx.use.picks[0]?.[0];
  return att !== undefined && att >= 0 && besideIt(ctx, att, id);
}

export default defineCard(import.meta.url, '02104', {
  text: "Engineer. Action, once when this unit enters play (at its controller's first opportunity after): one target attachment on a unit (anyone's) moves to another unit of that zone, picked as it resolves (not a target; not onto a unit it could not be attached to).",
  abilities: [action({ when: entersPlay(), target: attachment({ where: movable }), effect: moveAttachment(TARGET, choose(unit({ where: destination }), { label: 'unit the attachment moves to' })) })],
});
