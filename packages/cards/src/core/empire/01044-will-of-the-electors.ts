import { action, chooseZone, isDevelopment, moveCard, picked, pickedAll, pickedSection, targetCard, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId, ZoneName } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** A development in the same zone, under the same player's control, as the first one picked. */
function developmentBesideFirst(ctx: Ctx, id: number): boolean {
  if (!isDevelopment(ctx, id)) return false;
  const first = picked(ctx, 0);
  if (first < 0 || first === id) return true;
  const a = ctx.state.cards[first]!;
  const b = ctx.state.cards[id]!;
  return a.controller === b.controller && a.loc === b.loc;
}

/** Another zone of the player who controls the picked developments. */
function otherZoneOfThatPlayer(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const first = picked(ctx, 0);
  if (first < 0) return false;
  const d = ctx.state.cards[first]!;
  return d.controller === p && d.loc !== zone;
}

export default defineCard(import.meta.url, '01044', {
  text: 'Action: choose up to two target developments one player has in the same zone; move them to a different zone of that player.',
  abilities: [
    action({
      choices: [targetCard('developments to move (one or two)', developmentBesideFirst, { max: 2 }), chooseZone('zone to move them to', otherZoneOfThatPlayer)],
      effect: (ctx) => {
        const to = pickedSection(ctx, 1);
        if (!to) return;
        for (const id of pickedAll(ctx, 0)) {
          const d = ctx.state.cards[id]!;
          if (isDevelopment(ctx, id) && d.controller === to.player) moveCard(ctx, id, to.zone);
        }
      },
    }),
  ],
});
