import { action, each, EACH, gain, rules, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A printed cost of X is 0 (FAQ: The Letter X); a card with no printed cost (facedown) has none. */
function costOf(ctx: Ctx, id: number): number | null {
  const c = rules.printed(ctx.state, id)?.cost;
  return c === 'X' ? 0 : (c ?? null);
}

/** Among the units in play as it resolves (both players'), its printed cost is the highest. */
function highestPrintedCost(ctx: Ctx, id: number): boolean {
  let most: number | null = null;
  for (const other of rules.cardsInPlay(ctx.state)) {
    if (!rules.isUnit(ctx.state, other)) continue;
    const c = costOf(ctx, other);
    if (c !== null && (most === null || c > most)) most = c;
  }
  return most !== null && costOf(ctx, id) === most;
}

export default defineCard(import.meta.url, '06105', {
  text: "Action: as it resolves, find the highest printed cost among all units in play (either player's); every unit with that printed cost cannot be targeted by any card effect, yours included, for the rest of the turn.",
  abilities: [action({ effect: each(unit({ where: highestPrintedCost }), gain(EACH, { cannotBeTargetedByAny: true })) })],
});
