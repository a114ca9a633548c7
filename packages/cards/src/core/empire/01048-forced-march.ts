import { action, choice, move, rules, TARGET, unit, YOUR_TURN, zoneFor, ZONES, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** A unit with another zone of its controller's to go to (not a Hero with a Hero of his in each other zone). */
const movable = (ctx: Ctx, id: number): boolean => ZONES.some((z) => rules.canMoveTo(ctx.state, [id], ctx.state.cards[id]!.controller, z));

export default defineCard(import.meta.url, '01048', {
  text: "Play only during your turn. Action: one target unit (either player's) moves to another zone of its controller (chosen as it resolves; not where it would be a second Hero; a unit with no such zone cannot be the target).",
  abilities: [action({ if: YOUR_TURN, target: unit({ where: movable }), effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })] })],
});
