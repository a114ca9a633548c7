import { EV } from '@invasion/engine';
import { action, chooseUnit, opponents, picked, queries, sacrifice, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function opponentHasUnit(ctx: Ctx): boolean {
  return queries.allUnitsInPlay(ctx.state).some((id) => ctx.state.cards[id]!.controller !== ctx.player);
}

export default defineCard(import.meta.url, '07036', {
  text: 'Legend. Action: at the beginning of your turn, your opponent sacrifices a unit of his choice.',
  abilities: [
    action({
      trigger: { on: EV.beginTurn, when: (ctx) => ctx.state.active === ctx.player },
      canResolve: opponentHasUnit,
      choices: [chooseUnit('unit to sacrifice', opponents, { by: 'opponent', at: 'resolve' })],
      effect: (ctx) => sacrifice(ctx, picked(ctx, 0)),
    }),
  ],
});
