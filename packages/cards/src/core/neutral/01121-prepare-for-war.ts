import { action, chooseCard, pickedAll, questTokenEachTurn, type ChoiceSpec, type Ctx } from '@invasion/engine/dsl';
import { putInPile, shuffle } from '@invasion/engine';
import { defineCard } from '../../define.js';

const tokensHere = (ctx: Ctx): number => ctx.state.cards[ctx.self]!.tokens;

/** X target cards in your discard pile, or all of them when fewer (X read on initiation, before the quester is sacrificed). */
const discardTargets: ChoiceSpec = {
  label: 'card in your discard pile to shuffle into your deck',
  list: (ctx) => ctx.state.players[ctx.player].discard.slice(),
  min: (ctx) => Math.max(1, Math.min(tokensHere(ctx), ctx.state.players[ctx.player].discard.length)),
  max: tokensHere,
};

function shuffleBack(ctx: Ctx): void {
  const picks = pickedAll(ctx, 1);
  for (const id of picks) putInPile(ctx.state, id, 'deck');
  if (picks.length > 0) shuffle(ctx.state, ctx.player);
}

export default defineCard(import.meta.url, '01121', {
  text: 'Quest. Action: sacrifice the unit questing here to put X target cards of your discard pile (all of them if fewer) back into your deck, then shuffle it (X = resource tokens here when initiated). Quest. Forced: at the beginning of your turn, if a unit quests here, add 1 resource token to this quest.',
  abilities: [
    action({
      zone: 'quest',
      canResolve: (ctx) => tokensHere(ctx) > 0,
      choices: [chooseCard('unit questing here', (ctx, id) => ctx.state.cards[id]!.questing === ctx.self, { cost: 'sacrifice' }), discardTargets],
      effect: shuffleBack,
    }),
    questTokenEachTurn(),
  ],
});
