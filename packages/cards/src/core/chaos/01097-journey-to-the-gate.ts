import { discardFromHand } from '@invasion/engine';
import { action, duringYourTurn, opponentOf, questerOf, questTokenEachTurn, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** The opponent discards every card in his hand. */
function emptyOpponentsHand(ctx: Ctx): void {
  const hand = ctx.state.players[opponentOf(ctx)].hand;
  for (const id of hand.slice()) discardFromHand(ctx.state, id);
}

export default defineCard(import.meta.url, '01097', {
  text: 'Quest. Action: during your turn, while this quest has at least 3 resource tokens, sacrifice the unit questing here: each opponent discards his whole hand. Quest. Forced: at the start of your turn, put 1 resource token here if a unit is questing on this quest.',
  abilities: [
    action({
      zone: 'quest',
      playable: (ctx) => duringYourTurn(ctx) && ctx.state.cards[ctx.self]!.tokens >= 3,
      choices: [{ label: 'unit questing here (sacrificed)', targeting: false, cost: 'sacrifice', cards: (ctx, id) => id === questerOf(ctx.state, ctx.self) }],
      effect: emptyOpponentsHand,
    }),
    questTokenEachTurn(),
  ],
});
