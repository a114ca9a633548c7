import { atBeginningOfYourTurn, chooseUnit, constant, forced, picked, sacrifice, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** A unit of the choosing player in the Bloodthirster's zone. */
const theirUnitHere = (ctx: Ctx, id: number, mine: boolean) => {
  const c = ctx.state.cards[id]!;
  const here = ctx.state.cards[ctx.self]!.loc;
  return c.loc === here && (c.controller === ctx.player) === mine;
};

export default defineCard(import.meta.url, '01092', {
  text: "This unit's damage cannot be cancelled. Forced: at the beginning of your turn, each player sacrifices one of his units in this zone's corresponding zone (the active player first).",
  abilities: [
    constant({ uncancellableDamage: true }),
    forced({
      ...atBeginningOfYourTurn,
      choices: [
        chooseUnit('your unit to sacrifice', (ctx, id) => theirUnitHere(ctx, id, true)),
        chooseUnit('your unit to sacrifice', (ctx, id) => theirUnitHere(ctx, id, false), { by: 'opponent' }),
      ],
      effect: (ctx) => {
        sacrifice(ctx, picked(ctx, 0));
        sacrifice(ctx, picked(ctx, 1));
      },
    }),
  ],
});
