import { addLastingEffect, dealDamageToUnit, log, nameOf, queries, registerLastingDamageRule, type GameState, type LastingEffect } from '@invasion/engine';
import { action, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * The waiting redirect (FAQ: Conditional Actions): `card` is the protected unit, `source` the unit
 * the damage goes to, `amount` what is still to redirect; it ends after 2 damage or with the turn.
 */
const REDIRECT = '02043:redirect';

/**
 * Damage about to be dealt to the protected unit goes to the other unit instead, of the same kind
 * (redirecting is not cancelling: uncancellable damage is redirected too). If the other unit has
 * left play, nothing can be redirected and the effect ends.
 */
function redirect(state: GameState, e: LastingEffect, target: number, amount: number, kind: { combat: boolean; uncancellable: boolean }): number {
  if (target !== e.card) return 0;
  const to = e.source;
  if (to < 0 || !queries.countsAsUnit(state, to)) {
    state.effects.splice(state.effects.indexOf(e), 1);
    return 0;
  }
  const n = Math.min(e.amount, amount);
  e.amount -= n;
  if (e.amount <= 0) state.effects.splice(state.effects.indexOf(e), 1);
  if (state.log) log(state, `Blessing of Valaya redirects ${n} damage from ${nameOf(state, target)} to ${nameOf(state, to)}`);
  dealDamageToUnit(state, to, n, kind);
  return n;
}
registerLastingDamageRule(REDIRECT, { intercept: redirect });

function wait(ctx: Ctx): void {
  const from = picked(ctx, 0);
  const to = picked(ctx, 1);
  if (from < 0 || to < 0) return;
  addLastingEffect(ctx.state, { effect: REDIRECT, controller: ctx.player, source: to, card: from, amount: 2, until: 'turn' });
}

export default defineCard(import.meta.url, '02043', {
  text: 'Spell. Rune. Action: choose a target unit and another target unit; this turn, the next 2 damage that would be dealt to the first go to the second instead.',
  abilities: [
    action({
      choices: [targetUnit('unit whose damage is redirected'), targetUnit('unit that takes the redirected damage', (ctx, id) => id !== picked(ctx, 0))],
      effect: wait,
    }),
  ],
});
