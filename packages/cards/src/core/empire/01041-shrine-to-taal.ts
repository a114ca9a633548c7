import { atBeginningOfYourTurn, forced, gainPower, inThisZone, picked, queries, targetUnit, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** The target gains 1 power per development this card's controller has in this zone. */
function powerPerDevelopment(ctx: Ctx): void {
  const zone = zoneOfSource(ctx);
  if (!zone) return;
  const n = queries.developmentsIn(ctx.state, ctx.player, zone);
  if (n > 0) gainPower(ctx, picked(ctx, 0), n);
}

export default defineCard(import.meta.url, '01041', {
  text: 'Forced: at the beginning of your turn, choose a target unit in this zone; until end of turn it gets +1 power per development you have here.',
  abilities: [
    forced({
      ...atBeginningOfYourTurn,
      choices: [targetUnit('unit to gain power', inThisZone)],
      effect: powerPerDevelopment,
    }),
  ],
});
