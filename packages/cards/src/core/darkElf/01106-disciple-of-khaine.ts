import { action, afterDamageAssigned, isUnit, notSelf, all, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Moves one point of combat damage assigned to this unit onto the target before it is applied. */
function redirectOneAssigned(ctx: Ctx): void {
  const self = ctx.state.cards[ctx.self]!;
  const to = picked(ctx, 0);
  if (self.assigned <= 0 || to < 0) return;
  self.assigned -= 1;
  ctx.state.cards[to]!.assigned += 1;
}

export default defineCard(import.meta.url, '01106', {
  text: 'Action: spend 2 resources: 1 combat damage assigned to this unit and not yet dealt is redirected to another target unit.',
  abilities: [
    action({
      spend: 2,
      playable: (ctx) => afterDamageAssigned(ctx) && ctx.state.cards[ctx.self]!.assigned > 0,
      choices: [targetUnit('unit to take the damage', all(isUnit, notSelf))],
      effect: redirectOneAssigned,
    }),
  ],
});
