import { action, heal, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

function yourDamagedUnits(ctx: Ctx): number[] {
  return queries.allUnitsInPlay(ctx.state).filter((id) => {
    const c = ctx.state.cards[id]!;
    return c.controller === ctx.player && c.damage > 0;
  });
}

export default defineCard(import.meta.url, '01055', {
  text: 'Action: heal every damage token on each unit you control.',
  abilities: [
    action({
      canResolve: (ctx) => yourDamagedUnits(ctx).length > 0,
      effect: (ctx) => {
        for (const id of yourDamagedUnits(ctx)) heal(ctx, id, ctx.state.cards[id]!.damage);
      },
    }),
  ],
});
