import { addLastingEffect, log, registerLastingDamageRule, type GameState, type LastingEffect } from '@invasion/engine';
import { action, decodeSection, isSection, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The waiting shield on its controller's capital: `amount` is what it can still cancel this turn. */
const SHIELD = '02065:capitalShield';

/** Cancels up to the remaining amount of (cancellable) damage about to be dealt to any section of the shielded capital. */
function absorb(state: GameState, e: LastingEffect, target: number, amount: number, kind: { uncancellable: boolean }): number {
  if (!isSection(target) || decodeSection(target).player !== e.controller || kind.uncancellable) return 0;
  const n = Math.min(e.amount, amount);
  e.amount -= n;
  if (e.amount <= 0) state.effects.splice(state.effects.indexOf(e), 1);
  if (n > 0 && state.log) log(state, `Flagellants cancel ${n} damage to P${e.controller + 1}'s capital`);
  return n;
}
registerLastingDamageRule(SHIELD, { intercept: absorb });

function shieldCapital(ctx: Ctx): void {
  addLastingEffect(ctx.state, { effect: SHIELD, controller: ctx.player, source: -1, card: -1, amount: 2, until: 'turn' });
}

export default defineCard(import.meta.url, '02065', {
  text: 'Action: sacrifice this unit: this turn, the next 2 damage that would be dealt to your capital (any sections) are cancelled.',
  abilities: [action({ sacrificeSelf: true, effect: shieldCapital })],
});
