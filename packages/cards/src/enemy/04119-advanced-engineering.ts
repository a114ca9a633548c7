import { log, putInPile } from '@invasion/engine';
import { action, atBeginningOfYourTurn, picked, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The top two cards of your deck (the top is the end of the list). */
function topTwo(ctx: Ctx): number[] {
  return ctx.state.players[ctx.player].deck.slice(-2);
}

/** The chosen card goes back on top, the other one to the bottom. */
function arrange(ctx: Ctx): void {
  const keep = picked(ctx, 0);
  const other = topTwo(ctx).find((id) => id !== keep);
  if (other !== undefined) putInPile(ctx.state, other, 'deck', true);
  if (keep >= 0 && ctx.state.cards[keep]!.loc === 'deck') putInPile(ctx.state, keep, 'deck');
  if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} looks at the top two cards of his deck and puts one on the bottom`);
}

export default defineCard(import.meta.url, '04119', {
  text: 'Action: at the beginning of your turn (in the first action window), look at the top 2 cards of your deck; put one of them back on top and the other on the bottom.',
  abilities: [
    action({
      trigger: atBeginningOfYourTurn,
      canResolve: (ctx) => ctx.state.players[ctx.player].deck.length >= 2,
      choices: [{ label: 'card to keep on top (the other goes to the bottom)', list: topTwo, targeting: false, at: 'resolve' }],
      effect: arrange,
    }),
  ],
});
