import { action, choose, exists, rules, sacrifice, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit's printed cost (a facedown card made a unit has none: 0; X is 0). */
function costOf(ctx: Ctx, id: number): number {
  const c = rules.printed(ctx.state, id)?.cost;
  return typeof c === 'number' ? c : 0;
}

/** This unit has the lowest printed cost of all units in play. */
function lowestCost(ctx: Ctx, id: number): boolean {
  const mine = costOf(ctx, id);
  return rules.cardsInPlay(ctx.state).every((other) => !rules.isUnit(ctx.state, other) || costOf(ctx, other) >= mine);
}

export default defineCard(import.meta.url, '02112', {
  text: "Action: the unit in play (either player's) with the lowest printed cost is sacrificed by its controller; when several share that cost, you pick which one (not a target).",
  abilities: [action({ canResolve: exists(unit()), effect: sacrifice(choose(unit({ where: lowestCost }), { label: 'unit with the lowest printed cost to be sacrificed' })) })],
});
