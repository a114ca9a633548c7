import { log } from '@invasion/engine';
import { action, duringYourTurn, ZONE_LIST, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function capitalDamage(ctx: Ctx): number {
  let n = 0;
  for (const z of ZONE_LIST) n += ctx.state.players[ctx.player].zones[z].damage;
  return n;
}

/** Removes every damage token from each section of its player's capital (burn tokens stay). */
function healCapital(ctx: Ctx): void {
  const zones = ctx.state.players[ctx.player].zones;
  for (const z of ZONE_LIST) zones[z].damage = 0;
  ctx.state.dirty = true;
  if (ctx.state.log) log(ctx.state, `P${ctx.player + 1}'s capital is healed of all damage`);
}

export default defineCard(import.meta.url, '02102', {
  text: 'Epic Spell. Play only during your turn. Action: remove all damage from every section of your capital.',
  abilities: [action({ playable: duringYourTurn, canResolve: (ctx) => capitalDamage(ctx) > 0, effect: healCapital })],
});
