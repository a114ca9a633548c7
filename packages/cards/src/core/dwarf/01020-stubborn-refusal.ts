import { action, damaged, moveDamage, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Another unit in the same zone (any player's) as the first target. */
function inSameZoneAsFirst(ctx: Ctx, id: number): boolean {
  const from = picked(ctx, 0);
  return from >= 0 && id !== from && ctx.state.cards[id]!.loc === ctx.state.cards[from]!.loc;
}

/** The damage tokens move from the first target to the second — no more than destroys it (FAQ: moving damage). */
function moveAllDamage(ctx: Ctx): void {
  const from = picked(ctx, 0);
  const to = picked(ctx, 1);
  if (from < 0 || to < 0 || ctx.state.cards[from]!.loc !== ctx.state.cards[to]!.loc) return;
  moveDamage(ctx, from, to);
}

export default defineCard(import.meta.url, '01020', {
  text: "Action: choose a target unit and a second target unit in the same zone (either player's); the first's damage tokens move onto the second, at most as many as destroy it.",
  abilities: [
    action({
      choices: [targetUnit('unit to move the damage from', damaged), targetUnit('unit to receive the damage', inSameZoneAsFirst)],
      effect: moveAllDamage,
    }),
  ],
});
