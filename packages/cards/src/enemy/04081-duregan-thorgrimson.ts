import { dealDamageToUnits, log, nameOf, NON_COMBAT, queries } from '@invasion/engine';
import { action, atBeginningOfYourTurn, notSelf, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** This unit and the target deal damage equal to their power to each other, at the same time. */
function exchangeBlows(ctx: Ctx): void {
  const t = picked(ctx, 0);
  const state = ctx.state;
  if (t < 0 || !queries.isUnitInPlay(state.cards[ctx.self]!)) return;
  const mine = queries.power(state, ctx.self);
  const theirs = queries.power(state, t);
  if (state.log) log(state, `${nameOf(state, ctx.self)} and ${nameOf(state, t)} deal ${mine} and ${theirs} damage to each other`);
  dealDamageToUnits(state, [t, ctx.self], [mine, theirs], NON_COMBAT);
}

export default defineCard(import.meta.url, '04081', {
  text: 'Hero. Action: at the beginning of your turn (in the first action window), this unit and one other target unit deal damage equal to their power to each other, simultaneously. (Errata: simultaneous.)',
  abilities: [action({ trigger: atBeginningOfYourTurn, choices: [targetUnit('unit to fight', notSelf)], effect: exchangeBlows })],
});
