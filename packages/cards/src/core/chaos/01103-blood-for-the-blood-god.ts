import { action, dealDamage, inZone, picked, queries, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Damage equal to the target's power when the effect resolves. */
function bleed(ctx: Ctx): void {
  const t = picked(ctx, 0);
  if (t >= 0) dealDamage(ctx, t, queries.power(ctx.state, t));
}

export default defineCard(import.meta.url, '01103', {
  text: "Action: one target unit in any player's battlefield is dealt damage equal to its own power.",
  abilities: [action({ choices: [targetUnit('unit in a battlefield', inZone('battlefield'))], effect: bleed })],
});
