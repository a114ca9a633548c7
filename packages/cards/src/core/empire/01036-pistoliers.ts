import { action, chooseZone, moveCard, pickedSection, type Ctx } from '@invasion/engine/dsl';
import type { PlayerId, ZoneName } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** Another zone of this unit's controller. */
function otherZoneOfYours(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  return p === ctx.player && zone !== ctx.state.cards[ctx.self]!.loc;
}

export default defineCard(import.meta.url, '01036', {
  text: 'Action: spend 1 resource: move this unit to another one of your zones.',
  abilities: [
    action({
      spend: 1,
      choices: [chooseZone('zone to move to', otherZoneOfYours)],
      effect: (ctx) => {
        const to = pickedSection(ctx, 0);
        if (to) moveCard(ctx, ctx.self, to.zone);
      },
    }),
  ],
});
