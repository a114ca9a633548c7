import { EV, PLAYED_DEVELOPMENT, PLAYED_FROM_HAND, type GameEvent } from '@invasion/engine';
import { action, dealDamage, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** "When you play a development from your hand." */
export function youPlayADevelopmentFromHand(ctx: Ctx, ev: GameEvent): boolean {
  const both = PLAYED_DEVELOPMENT | PLAYED_FROM_HAND;
  return ev.player === ctx.player && (ev.amount & both) === both;
}

/** The token is part of the effect, not a cost: it is placed only when the action resolves. */
function tokenThenDamage(ctx: Ctx): void {
  const me = ctx.state.cards[ctx.self]!;
  me.tokens++;
  dealDamage(ctx, picked(ctx, 0), me.tokens);
}

export default defineCard(import.meta.url, '06053', {
  text: 'Sorcerer. Action: after you play a development from hand, pick one target unit. This unit gains a resource token, and then the target is dealt damage equal to the count of tokens this unit now holds.',
  abilities: [
    action({
      trigger: { on: EV.played, when: youPlayADevelopmentFromHand },
      choices: [targetUnit('unit to deal X damage to')],
      effect: tokenThenDamage,
    }),
  ],
});
