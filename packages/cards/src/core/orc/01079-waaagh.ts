import { action, attacking, gainPower, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

function attackers(ctx: Ctx): number[] {
  return queries.allUnitsInPlay(ctx.state).filter((id) => attacking(ctx, id));
}

export default defineCard(import.meta.url, '01079', {
  text: 'Action: every attacking unit has +2 power until the end of the turn.',
  abilities: [
    action({
      canResolve: (ctx) => attackers(ctx).length > 0,
      effect: (ctx) => {
        for (const id of attackers(ctx)) gainPower(ctx, id, 2);
      },
    }),
  ],
});
