import { addLastingEffect, registerLastingDamageRule, log, nameOf, type GameState, type LastingEffect } from '@invasion/engine';
import { action, ofRace, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The shield on the target: `amount` is the damage it can still cancel this turn. */
const SHIELD = '02006:shield';

/** Takes up to the shield's remaining amount of (cancellable) damage that would be dealt to its unit. */
function absorb(state: GameState, e: LastingEffect, target: number, amount: number, kind: { uncancellable: boolean }): number {
  if (target !== e.card || kind.uncancellable) return 0;
  const n = Math.min(e.amount, amount);
  e.amount -= n;
  if (e.amount <= 0) state.effects.splice(state.effects.indexOf(e), 1);
  if (n > 0 && state.log) log(state, `Steel's Bane cancels ${n} damage to ${nameOf(state, target)}`);
  return n;
}
registerLastingDamageRule(SHIELD, { intercept: absorb });

function shield(ctx: Ctx): void {
  addLastingEffect(ctx.state, { effect: SHIELD, controller: ctx.player, source: ctx.self, card: picked(ctx, 0), amount: 10, until: 'turn' });
}

export default defineCard(import.meta.url, '02006', {
  text: 'Action: choose a target High Elf unit; for the rest of the turn, up to 10 points of damage about to be dealt to it are cancelled.',
  abilities: [action({ choices: [targetUnit('High Elf unit to protect', ofRace('High Elf'))], effect: shield })],
});
