import { EV, log, nameOf, type PlayerId } from '@invasion/engine';
import { action, picked, queries, targetUnit, yours, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';
import { youPlayADevelopmentFromHand } from './06053-sorcerer-of-tzeentch.js';

/**
 * Shifts damage (at most the shaman's token count) from the shaman's section of its controller's capital
 * onto the target: as much as possible, never more than the unit can still take (FAQ: moving damage).
 * Moving is not dealing: no cancellation, no "dealt damage" triggers.
 */
function moveCapitalDamage(ctx: Ctx, to: number): void {
  const me = ctx.state.cards[ctx.self]!;
  if (to < 0 || !queries.isZone(me.loc) || !queries.isInPlay(ctx.state.cards[to]!)) return;
  const zone = ctx.state.players[me.controller as PlayerId].zones[me.loc];
  const n = Math.min(me.tokens, zone.damage, queries.remainingHitPoints(ctx.state, to));
  if (n <= 0) return;
  zone.damage -= n;
  ctx.state.cards[to]!.damage += n;
  ctx.state.dirty = true;
  if (ctx.state.log) log(ctx.state, `${n} damage moves from the ${me.loc} of the capital to ${nameOf(ctx.state, to)}`);
}

function tokenThenMove(ctx: Ctx): void {
  ctx.state.cards[ctx.self]!.tokens++;
  moveCapitalDamage(ctx, picked(ctx, 0));
}

export default defineCard(import.meta.url, '06045', {
  text: 'Sorcerer. Action: after you play a development from hand, you may pick one target unit you control. This unit gains a resource token; then damage on the capital section where this unit sits shifts onto the target, at most as many points as this unit has tokens and never more than the target can still take.',
  abilities: [
    action({
      trigger: { on: EV.played, when: youPlayADevelopmentFromHand },
      choices: [targetUnit('unit of yours to move capital damage onto (or none)', yours, { min: 0, max: 1 })],
      effect: tokenThenMove,
    }),
  ],
});
