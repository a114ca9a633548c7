import { beginTurn, choose, forced, rules, sacrifice, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit's printed cost (a facedown card made a unit shows none: 0; X is 0). */
function costOf(ctx: Ctx, id: number): number {
  const c = rules.printed(ctx.state, id)?.cost;
  return typeof c === 'number' ? c : 0;
}

/** No unit in play (either player's) has a lower printed cost. */
function cheapest(ctx: Ctx, id: number): boolean {
  const mine = costOf(ctx, id);
  return rules.cardsInPlay(ctx.state).every((other) => !rules.isUnit(ctx.state, other) || costOf(ctx, other) >= mine);
}

export default defineCard(import.meta.url, '06084', {
  text: "Warrior. Forced: as your turn begins, the unit in play (either player's, this one included) whose printed cost is lowest is sacrificed by its controller; when several share that cost, you pick which (not a target).",
  abilities: [
    forced({
      when: beginTurn(YOU),
      effect: sacrifice(choose(unit({ where: cheapest }), { label: 'unit with the lowest printed cost to be sacrificed' })),
    }),
  ],
});
