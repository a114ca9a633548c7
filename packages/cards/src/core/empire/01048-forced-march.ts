import { defOf, type PlayerId, type ZoneName } from '@invasion/engine';
import { action, chooseZone, duringYourTurn, moveCard, picked, pickedSection, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Another zone of the target's controller (a Hero cannot join another Hero there). */
function destination(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const unit = picked(ctx, 0);
  if (unit < 0) return false;
  const u = ctx.state.cards[unit]!;
  if (u.controller !== p || u.loc === zone) return false;
  if (!defOf(u).hero) return true;
  return !ctx.state.players[p].zones[zone].cards.some((id) => id !== unit && !ctx.state.cards[id]!.dev && defOf(ctx.state.cards[id]!).hero);
}

export default defineCard(import.meta.url, '01048', {
  text: 'Only during your turn. Action: a target unit moves to a different zone controlled by its controller.',
  abilities: [
    action({
      playable: duringYourTurn,
      choices: [targetUnit('unit to move'), chooseZone('zone to move it to', destination)],
      effect: (ctx) => {
        const to = pickedSection(ctx, 1);
        if (to && destination(ctx, to.player, to.zone)) moveCard(ctx, picked(ctx, 0), to.zone);
      },
    }),
  ],
});
