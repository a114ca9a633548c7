import { action, all, gainPower, inCombat, isUnit, queries, sacrificeAUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

function unitsInCombat(ctx: Ctx): number[] {
  return queries.allUnitsInPlay(ctx.state).filter((id) => all(isUnit, inCombat)(ctx, id));
}

export default defineCard(import.meta.url, '01018', {
  text: 'Battlefield. Action: pay 1 resource and sacrifice one of your units: each unit in combat (attacking or defending) gets +1 power this turn.',
  abilities: [
    action({
      zone: 'battlefield',
      spend: 1,
      choices: [sacrificeAUnit()],
      canResolve: (ctx) => unitsInCombat(ctx).length > 0,
      effect: (ctx) => {
        for (const id of unitsInCombat(ctx)) gainPower(ctx, id, 1);
      },
    }),
  ],
});
