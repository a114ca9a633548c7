import { action, destroy, duringYourTurn, pickedAll, queries, targetCard, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * A development in the same zone (same player) as the developments already picked; the first pick
 * must come from a zone holding at least X developments.
 */
function developmentInOneZone(ctx: Ctx, id: number): boolean {
  const c = ctx.state.cards[id]!;
  if (!c.dev || !queries.isZone(c.loc)) return false;
  const ref = pickedAll(ctx, 0)
    .map((p) => ctx.state.cards[p]!)
    .find((p) => p.id !== id && p.dev && queries.isZone(p.loc));
  if (ref) return ref.loc === c.loc && ref.controller === c.controller;
  if (pickedAll(ctx, 0).length > 0) return true; // re-checked on resolution: the zone was fixed when it was played
  return queries.developmentsIn(ctx.state, c.controller, c.loc) >= ctx.use.x;
}

export default defineCard(import.meta.url, '01074', {
  text: 'Play only during your turn. Action: destroy X target developments, all in the same zone of one player.',
  abilities: [
    action({
      playable: (ctx) => duringYourTurn(ctx) && ctx.use.x >= 1,
      choices: [targetCard('development to destroy', developmentInOneZone, { min: (ctx) => ctx.use.x, max: (ctx) => ctx.use.x })],
      effect: (ctx) => {
        for (const id of pickedAll(ctx, 0)) destroy(ctx, id);
      },
    }),
  ],
});
