import { action, chooseZone, gainPower, pickedSection, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Every unit in the chosen zone loses one power icon until the end of the turn. */
function dimZone(ctx: Ctx): void {
  const s = pickedSection(ctx, 0);
  if (!s) return;
  for (const id of queries.unitsIn(ctx.state, s.player, s.zone)) gainPower(ctx, id, -1);
}

export default defineCard(import.meta.url, '01054', {
  text: "Action: choose one of an opponent's zones. Each unit in that zone loses 1 power until the end of the turn.",
  abilities: [
    action({
      choices: [chooseZone("opponent's zone", (ctx, p) => p !== ctx.player)],
      effect: dimZone,
    }),
  ],
});
