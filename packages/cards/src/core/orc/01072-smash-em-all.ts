import { action, all, destroy, isSupport, opponents, questerOf, questTokenEachTurn, type Ctx } from '@invasion/engine/dsl';
import { cardsInPlay } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** Every support card the opponents control, destroyed together. */
function destroyEnemySupports(ctx: Ctx): void {
  const doomed = cardsInPlay(ctx.state).filter((id) => all(isSupport, opponents)(ctx, id));
  for (const id of doomed) destroy(ctx, id);
}

export default defineCard(import.meta.url, '01072', {
  text: 'Quest. Forced: when your turn begins, add 1 resource token to this quest while a unit quests on it. Quest. Action: only with 3+ tokens on this quest; sacrifice its questing unit: destroy every support card your opponents control.',
  abilities: [
    questTokenEachTurn(),
    action({
      zone: 'quest',
      playable: (ctx) => ctx.state.cards[ctx.self]!.tokens >= 3,
      choices: [{ label: 'questing unit to sacrifice', cards: (ctx, id) => id === questerOf(ctx.state, ctx.self), targeting: false, cost: 'sacrifice' }],
      effect: destroyEnemySupports,
    }),
  ],
});
