import { atBeginningOfYourTurn, forced, opponentOf, questTokenEachTurn, type Ctx } from '@invasion/engine/dsl';
import { putInPile } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** The opponent discards the top X cards of his deck, X being the resource tokens on this quest. */
function millOpponent(ctx: Ctx): void {
  const deck = ctx.state.players[opponentOf(ctx)].deck;
  const x = ctx.state.cards[ctx.self]!.tokens;
  for (let i = 0; i < x && deck.length > 0; i++) putInPile(ctx.state, deck[deck.length - 1]!, 'discard');
}

export default defineCard(import.meta.url, '01120', {
  text: 'Quest. Forced: at the beginning of your turn, each opponent puts the top X cards of his deck into his discard pile (X = resource tokens here). Quest. Forced: at the beginning of your turn, if a unit quests here, add 1 resource token to this quest.',
  abilities: [forced({ ...atBeginningOfYourTurn, zone: 'quest', effect: millOpponent }), questTokenEachTurn()],
});
