import { action, damaged, picked, queries, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { log, nameOf } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** Another unit in the same zone (any player's) as the first target. */
function inSameZoneAsFirst(ctx: Ctx, id: number): boolean {
  const from = picked(ctx, 0);
  return from >= 0 && id !== from && ctx.state.cards[id]!.loc === ctx.state.cards[from]!.loc;
}

/** Every damage token moves from the first target to the second (moving damage is not dealing it). */
function moveAllDamage(ctx: Ctx): void {
  const from = picked(ctx, 0);
  const to = picked(ctx, 1);
  if (from < 0 || to < 0) return;
  const a = ctx.state.cards[from]!;
  const b = ctx.state.cards[to]!;
  if (!queries.isInPlay(a) || !queries.isInPlay(b) || a.loc !== b.loc) return;
  const n = a.damage;
  if (n === 0) return;
  a.damage = 0;
  b.damage += n;
  ctx.state.dirty = true;
  if (ctx.state.log) log(ctx.state, `${n} damage moves from ${nameOf(ctx.state, from)} to ${nameOf(ctx.state, to)}`);
}

export default defineCard(import.meta.url, '01020', {
  text: "Action: choose a target unit and a second target unit in the same zone (either player's); every damage token on the first is moved onto the second.",
  abilities: [
    action({
      choices: [targetUnit('unit to move the damage from', damaged), targetUnit('unit to receive the damage', inSameZoneAsFirst)],
      effect: moveAllDamage,
    }),
  ],
});
