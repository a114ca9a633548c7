import { atBeginningOfYourTurn, chooseZone, forced, pickedSection, type Ctx } from '@invasion/engine/dsl';
import { log } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** Removes 1 damage from the chosen section of its controller's capital. */
function healChosenSection(ctx: Ctx): void {
  const s = pickedSection(ctx, 0);
  if (!s) return;
  const z = ctx.state.players[s.player].zones[s.zone];
  if (z.damage <= 0) return;
  z.damage -= 1;
  ctx.state.dirty = true;
  if (ctx.state.log) log(ctx.state, `P${s.player + 1}'s ${s.zone} is healed of 1 damage`);
}

export default defineCard(import.meta.url, '01014', {
  text: 'Kingdom. Forced: when your turn begins, remove 1 damage from one section of your capital.',
  abilities: [
    forced({
      ...atBeginningOfYourTurn,
      zone: 'kingdom',
      choices: [
        chooseZone('capital section to heal', (ctx, p, zone) => p === ctx.player && ctx.state.players[p].zones[zone].damage > 0 && !ctx.state.players[p].zones[zone].burning),
      ],
      effect: healChosenSection,
    }),
  ],
});
