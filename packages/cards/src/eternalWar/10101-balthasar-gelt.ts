import { addLastingEffect, EV } from '@invasion/engine';
import { action, attachExperience, constant, experienceOn, forced, whenThisEntersPlay, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Marks that the player has played his first card of his turn (the discount is spent). */
const FIRST_PLAYED = '10101:firstCardPlayed';

function firstCardPlayed(ctx: Ctx): boolean {
  return ctx.state.effects.some((e) => e.effect === FIRST_PLAYED && e.controller === ctx.player);
}

/** On your turn, your first card costs 1 less per experience on this legend. */
function discountFirstCard(ctx: Ctx, player: number): number {
  if (player !== ctx.player || ctx.state.active !== ctx.player || firstCardPlayed(ctx)) return 0;
  return -experienceOn(ctx.state, ctx.self);
}

function markFirstCardPlayed(ctx: Ctx): void {
  addLastingEffect(ctx.state, { effect: FIRST_PLAYED, controller: ctx.player, source: ctx.self, card: -1, amount: 0, until: 'turn' });
}

export default defineCard(import.meta.url, '10101', {
  text: 'Legend. Forced: when this legend enters play, for the rest of the game you need 3 burning zones, not 2, to win. During your turn, your first card played is 1 cheaper per experience card on this legend. Action: each time it is declared as an attacker, it gains 1 experience.',
  abilities: [
    forced({
      ...whenThisEntersPlay,
      effect: (ctx) => {
        ctx.state.players[ctx.player].zonesToWin = 3; // stays even if the legend leaves play
      },
    }),
    constant({ cost: (ctx, player) => discountFirstCard(ctx, player), onPaid: (ctx) => markFirstCardPlayed(ctx) }),
    action({
      trigger: { on: EV.declaredAttacker, when: (ctx, ev) => ev.card === ctx.self },
      effect: (ctx) => void attachExperience(ctx, ctx.self, 1),
    }),
  ],
});
