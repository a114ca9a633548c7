import { all, atBeginningOfYourTurn, chooseCard, damageCapital, forced, isDevelopment, opponentOf, opponents, picked, sacrifice, yours, ZONE_LIST, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** The player sacrifices the development he picked, or, having picked none, each capital section takes 1 damage. */
function sacrificeOrBurn(ctx: Ctx, p: PlayerId, pick: number): void {
  if (pick >= 0) sacrifice(ctx, pick);
  else for (const zone of ZONE_LIST) damageCapital(ctx, p, zone, 1);
}

export default defineCard(import.meta.url, '01065', {
  text: 'Battlefield. Forced: at the beginning of your turn, every player (you first) either sacrifices one of his developments or deals 1 damage to each of his capital sections.',
  abilities: [
    forced({
      ...atBeginningOfYourTurn,
      zone: 'battlefield',
      choices: [
        chooseCard('development to sacrifice (pass: 1 damage to each of your capital sections)', all(isDevelopment, yours), { min: 0 }),
        chooseCard('development to sacrifice (pass: 1 damage to each of your capital sections)', all(isDevelopment, opponents), { min: 0, by: 'opponent' }),
      ],
      effect: (ctx) => {
        sacrificeOrBurn(ctx, ctx.player, picked(ctx, 0));
        sacrificeOrBurn(ctx, opponentOf(ctx), picked(ctx, 1));
      },
    }),
  ],
});
