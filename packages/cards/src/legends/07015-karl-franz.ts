import { action, choice, choose, development, move, rules, sacrifice, TARGET, unit, YOU, zoneFor, ZONES, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit with another zone of its controller's to go to (not a Hero with a Hero of his in each other zone). */
const movable = (ctx: Ctx, id: number): boolean => ZONES.some((z) => rules.canMoveTo(ctx.state, [id], ctx.state.cards[id]!.controller, z));

export default defineCard(import.meta.url, '07015', {
  text: 'Legend. Action: sacrifice one of your developments (the cost): one target unit you control moves to a different zone of yours, picked as this resolves.',
  /** Total 6 icons; the split is not in the sources: 2 per zone, as the FAQ gives for Malekith (also 6). */
  legendPower: { kingdom: 2, quest: 2, battlefield: 2 },
  abilities: [
    action({
      target: unit({ controller: YOU, where: movable }),
      cost: sacrifice(choose(development({ controller: YOU }))),
      effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
