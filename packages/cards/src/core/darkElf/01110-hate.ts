import { action, opponentOf, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Move 1 resource from the opponent's pool to the player's. */
function takeResource(ctx: Ctx): void {
  const from = ctx.state.players[opponentOf(ctx)];
  if (from.resources <= 0) return;
  from.resources--;
  ctx.state.players[ctx.player].resources++;
}

export default defineCard(import.meta.url, '01110', {
  text: "Action: move 1 resource from each opponent's pool to yours.",
  abilities: [
    action({
      canResolve: (ctx) => ctx.state.players[opponentOf(ctx)].resources > 0,
      effect: takeResource,
    }),
  ],
});
