import { defOf, EV, log, nameOf, putInPile, shuffle, type GameEvent } from '@invasion/engine';
import { action, pickedAll, searchDepth, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const SEARCHED = 5;

/** Rune cards among the searched top cards of your deck: five, more with search bonuses (the deck's top is the end of its list). */
function runesOnTop(ctx: Ctx): number[] {
  const deck = ctx.state.players[ctx.player].deck;
  return deck.slice(-searchDepth(ctx, SEARCHED)).filter((id) => defOf(ctx.state.cards[id]!).traits.includes('Rune'));
}

function thisUnitEntered(ctx: Ctx, ev: GameEvent): boolean {
  return ev.card === ctx.self;
}

/** The chosen Rune cards are revealed and go to your hand; then the deck is shuffled. */
function takeRunesThenShuffle(ctx: Ctx): void {
  const deck = ctx.state.players[ctx.player].deck;
  for (const id of pickedAll(ctx, 0)) {
    if (!deck.includes(id)) continue;
    if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} reveals ${nameOf(ctx.state, id)} and puts it into his hand`);
    putInPile(ctx.state, id, 'hand');
  }
  shuffle(ctx.state, ctx.player);
}

export default defineCard(import.meta.url, '04022', {
  text: 'Action: usable once after this unit enters play: look through the top 5 cards of your deck (a search: Scout Camp adds one), show the Rune cards you choose among them and take them into your hand; shuffle the deck afterwards.',
  abilities: [
    action({
      trigger: { on: EV.enteredPlay, when: thisUnitEntered },
      choices: [{ label: 'Rune cards to take into your hand', list: runesOnTop, targeting: false, at: 'resolve', min: 0, max: (ctx) => runesOnTop(ctx).length }],
      effect: takeRunesThenShuffle,
    }),
  ],
});
