import { defOf, log, nameOf, putInPile, shuffle } from '@invasion/engine';
import { action, pickedAll, searchDepth, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The Skaven cards among the cards searched (the top five, more with Scout Camp). */
function skavenFound(ctx: Ctx): number[] {
  const deck = ctx.state.players[ctx.player].deck;
  const searched = deck.slice(-searchDepth(ctx, 5)).reverse();
  return searched.filter((id) => defOf(ctx.state.cards[id]!).traits.includes('Skaven'));
}

function takeFound(ctx: Ctx): void {
  const found = pickedAll(ctx, 0);
  for (const id of found) putInPile(ctx.state, id, 'hand');
  if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} reveals and takes ${found.map((id) => nameOf(ctx.state, id)).join(', ') || 'nothing'}`);
  shuffle(ctx.state, ctx.player);
}

export default defineCard(import.meta.url, '02036', {
  text: 'Skaven. Action: search your deck\'s 5 topmost cards; any Skaven cards found that you choose are revealed and taken into your hand; the rest are shuffled back into the deck.',
  abilities: [
    action({
      canResolve: (ctx) => ctx.state.players[ctx.player].deck.length > 0,
      choices: [{ label: 'Skaven cards to take (pass when done)', targeting: false, at: 'resolve', min: 0, max: (ctx) => Math.max(1, searchDepth(ctx, 5)), list: skavenFound }],
      effect: takeFound,
    }),
  ],
});
