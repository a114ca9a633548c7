import { action, dealDamage, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** 1 damage, or 2 when the target is corrupted (dealt together, as one damage). */
function plagueBolt(ctx: Ctx): void {
  const t = picked(ctx, 0);
  if (t < 0) return;
  dealDamage(ctx, t, ctx.state.cards[t]!.corrupt ? 2 : 1);
}

export default defineCard(import.meta.url, '01084', {
  text: 'Quest. Action: spend 3 resources: one target unit is dealt 1 damage (2 instead if it is corrupted).',
  abilities: [action({ zone: 'quest', spend: 3, choices: [targetUnit('unit to damage')], effect: plagueBolt })],
});
