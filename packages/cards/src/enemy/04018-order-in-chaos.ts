import { act, action, conditionFn, custom, rules, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * The two cards on top of the chosen player's discard pile go onto his deck as a pair: the pile's top
 * card ends on top of the deck. With one card there, that one goes.
 */
function topTwoOntoDeck(ctx: Ctx): boolean {
  const p = rules.picked(ctx, 'player')[0] === 1 ? ctx.player : rules.opponent(ctx.player);
  const pile = ctx.state.players[p].discard;
  const moving = pile.slice(-2);
  for (const id of moving) act.toDeck(ctx, id);
  return moving.length > 0;
}

/** Something could move: a discard pile (either player's) holds a card (Initiation of Card Abilities: an effect that could not resolve at all is not initiated). */
function aDiscardPileHoldsACard(ctx: Ctx): boolean {
  return ctx.state.players[ctx.player].discard.length > 0 || ctx.state.players[rules.opponent(ctx.player)].discard.length > 0;
}

export default defineCard(import.meta.url, '04018', {
  text: "Order only. Action: choose a target player (your opponent or yourself): the top 2 cards of his discard pile are put on top of his deck, the pile's top card ending on top.",
  abilities: [
    action({
      canResolve: conditionFn(aDiscardPileHoldsACard),
      // The target player is picked as it is played (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: custom('top 2 cards of his discard pile onto his deck', topTwoOntoDeck),
    }),
  ],
});
