import { action, constant, picked, queries, returnToHand, targetUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01117', {
  text: "This card costs 1 less for every development you have in your quest zone. Action: one target unit goes back to its owner's hand.",
  abilities: [
    action({
      choices: [targetUnit("unit to return to its owner's hand")],
      effect: (ctx) => returnToHand(ctx, picked(ctx, 0)),
    }),
    constant({ selfCost: (ctx, player) => -queries.developmentsIn(ctx.state, player, 'quest') }),
  ],
});
