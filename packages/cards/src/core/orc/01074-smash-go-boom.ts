import { action, chooseZone, destroy, duringYourTurn, pickedAll, pickedSection, queries, targetCard, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId, ZoneName } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** A zone (of either player) holding at least X developments: the one the X targets come from. */
function zoneWithXDevelopments(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  return queries.developmentsIn(ctx.state, p, zone) >= ctx.use.x;
}

/** A development in the zone chosen first. A target moved out of that zone is no longer legal (FAQ: Illegal Target). */
function developmentInChosenZone(ctx: Ctx, id: number): boolean {
  const c = ctx.state.cards[id]!;
  const zone = pickedSection(ctx, 0);
  return zone !== null && c.dev && c.loc === zone.zone && c.controller === zone.player;
}

export default defineCard(import.meta.url, '01074', {
  text: 'Play only during your turn. Action: destroy X target developments, all in the same zone of one player.',
  abilities: [
    action({
      playable: (ctx) => duringYourTurn(ctx) && ctx.use.x >= 1,
      choices: [
        chooseZone('zone whose developments to destroy', zoneWithXDevelopments),
        targetCard('development to destroy', developmentInChosenZone, { min: (ctx) => ctx.use.x, max: (ctx) => ctx.use.x }),
      ],
      effect: (ctx) => {
        for (const id of pickedAll(ctx, 1)) destroy(ctx, id);
      },
    }),
  ],
});
