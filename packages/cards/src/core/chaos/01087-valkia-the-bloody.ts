import { action, all, corrupted, notSelf, picked, queries, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { log, nameOf } from '@invasion/engine';
import { defineCard } from '../../define.js';

/**
 * Moves damage tokens from Valkia to the target. Moving is not dealing: no cancellation (Toughness)
 * applies and nothing "dealt damage" triggers. The amount is as much as possible without putting
 * more than lethal damage on the receiver.
 */
function moveDamage(ctx: Ctx): void {
  const to = picked(ctx, 0);
  const from = ctx.state.cards[ctx.self]!;
  if (to < 0 || !queries.isInPlay(from)) return;
  const n = Math.min(from.damage, queries.remainingHitPoints(ctx.state, to));
  if (n <= 0) return;
  from.damage -= n;
  ctx.state.cards[to]!.damage += n;
  ctx.state.dirty = true;
  if (ctx.state.log) log(ctx.state, `${n} damage moves from ${nameOf(ctx.state, ctx.self)} to ${nameOf(ctx.state, to)}`);
}

export default defineCard(import.meta.url, '01087', {
  text: 'Quest. Action: spend 2 resources: move damage tokens from this unit onto a target corrupted unit (as many as it has, but never more than the receiver can still take). Hero: limit one per zone.',
  abilities: [
    action({
      zone: 'quest',
      spend: 2,
      choices: [targetUnit('corrupted unit to receive the damage', all(corrupted, notSelf))],
      canResolve: (ctx) => ctx.state.cards[ctx.self]!.damage > 0,
      effect: moveDamage,
    }),
  ],
});
