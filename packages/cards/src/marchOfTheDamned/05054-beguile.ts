import { action, damage, powerOf, rules, target, TARGET, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Two different units in the same zone of the same capital. */
function sameZone(ctx: Ctx, a: number, b: number): boolean {
  const zone = rules.zoneOfCard(ctx.state, a);
  return a !== b && zone !== null && rules.zoneOfCard(ctx.state, b) === zone && rules.capitalOf(ctx.state, a) === rules.capitalOf(ctx.state, b);
}

/** A unit with another unit in its zone (so the second target exists). */
function hasPartner(ctx: Ctx, id: number): boolean {
  const zone = rules.zoneOfCard(ctx.state, id);
  return zone !== null && rules.unitsIn(ctx.state, rules.capitalOf(ctx.state, id), zone).some((u) => sameZone(ctx, id, u));
}

/** In the same zone of the same capital as the first target. */
function inFirstTargetsZone(ctx: Ctx, id: number): boolean {
  const first = ctx.use.picks[0]?.[0];
  return first !== undefined && first >= 0 && sameZone(ctx, first, id);
}

export default defineCard(import.meta.url, '05054', {
  text: 'Undead. Spell. Action: choose a target unit and a second target unit in the same zone of the same capital; the first deals the second damage equal to the first\'s power as this resolves.',
  abilities: [action({ targets: [unit({ where: hasPartner }), unit({ where: inFirstTargetsZone })], effect: damage(target(1), powerOf(TARGET)) })],
});
