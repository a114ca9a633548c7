import { addLastingEffect, EV, log, nameOf, queries, type GameEvent } from '@invasion/engine';
import { action, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit entered play in this card's zone under its controller's control (this card's own entry counts). */
function unitEntersThisZone(ctx: Ctx, ev: GameEvent): boolean {
  const self = ctx.state.cards[ctx.self]!;
  const c = ctx.state.cards[ev.card];
  return c !== undefined && ev.zone === self.loc && ev.player === ctx.player && queries.countsAsUnit(ctx.state, ev.card) && c.loc === self.loc;
}

function cannotDefendThisTurn(ctx: Ctx): void {
  const t = picked(ctx, 0);
  if (t < 0) return;
  addLastingEffect(ctx.state, { effect: 'cannotDefend', controller: ctx.player, source: ctx.self, card: t, amount: 0, until: 'turn' });
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, t)} cannot defend this turn`);
}

export default defineCard(import.meta.url, '04043', {
  text: 'Action: usable once per unit entering play in this zone (this unit too), in the action window that follows: a target unit may not be declared as a defender for the rest of the turn.',
  abilities: [
    action({
      trigger: { on: EV.enteredPlay, when: unitEntersThisZone },
      choices: [targetUnit('unit that cannot defend this turn')],
      effect: cannotDefendThisTurn,
    }),
  ],
});
