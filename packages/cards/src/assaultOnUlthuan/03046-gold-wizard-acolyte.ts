import { addLastingEffect, EV, log, nameOf, type GameEvent } from '@invasion/engine';
import { action, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** This unit was declared as an attacker. */
function thisUnitAttacks(ctx: Ctx, ev: GameEvent): boolean {
  return ev.card === ctx.self;
}

/** The target cannot be declared as a defender for the rest of this attack (the battlefield phase). */
function cannotDefendThisAttack(ctx: Ctx): void {
  const t = picked(ctx, 0);
  if (t < 0) return;
  addLastingEffect(ctx.state, { effect: 'cannotDefend', controller: ctx.player, source: ctx.self, card: t, amount: 0, until: 'phase' });
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, t)} is barred from defending in this attack`);
}

export default defineCard(import.meta.url, '03046', {
  text: 'Battlefield. Action: usable once, in the action window right after this unit is declared as an attacker: a target unit is barred from defending in this attack. (Errata: triggered by its attack.)',
  abilities: [
    action({
      zone: 'battlefield',
      trigger: { on: EV.declaredAttacker, when: thisUnitAttacks },
      choices: [targetUnit('unit barred from defending')],
      effect: cannotDefendThisAttack,
    }),
  ],
});
