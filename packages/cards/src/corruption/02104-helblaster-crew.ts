import { action, attachment, entersPlay, moveAttachment, rules, target, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The first target: an attachment on a unit. */
function onAUnit(ctx: Ctx, id: number): boolean {
  const host = ctx.state.cards[id]!.attachedTo;
  return host >= 0 && rules.isUnit(ctx.state, host);
}

/** The second target: another unit in the zone (of the same capital) where the chosen attachment is, not its host. */
function otherUnitThere(ctx: Ctx, id: number): boolean {
  const att = ctx.use.picks[0]?.[0];
  if (att === undefined || att < 0) return false;
  const st = ctx.state;
  return st.cards[att]!.attachedTo !== id && rules.zoneOfCard(st, id) === rules.zoneOfCard(st, att) && rules.capitalOf(st, id) === rules.capitalOf(st, att);
}

export default defineCard(import.meta.url, '02104', {
  text: "Engineer. Action, once when this unit enters play (at its controller's first opportunity after): one target attachment on a unit (anyone's) moves to another target unit in the same zone (not onto a unit it could not be attached to).",
  abilities: [action({ when: entersPlay(), targets: [attachment({ where: onAUnit }), unit({ where: otherUnitThere })], effect: moveAttachment(target(0), target(1)) })],
});
