import { action, beginTurn, move, rules, TARGET, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * A unit of its controller's in another zone than the Rally Point, able to move into the Rally Point's zone
 * (the zone it left, if it has left play since: the effect resolves without its source — FAQ Detailed Timing B-3).
 */
const canMoveHere = (ctx: Ctx, id: number) => {
  const here = rules.zoneOf(ctx);
  const there = rules.zoneOfCard(ctx.state, id);
  return here !== null && there !== null && there !== here && rules.canMoveTo(ctx.state, [id], ctx.player, here);
};

export default defineCard(import.meta.url, '06048', {
  text: 'Location. Action, once as each of your turns begins (first opportunity): a target unit you control in one of your other zones moves into the zone this card is in.',
  abilities: [action({ when: beginTurn(YOU), target: unit({ controller: YOU, where: canMoveHere }), effect: move(TARGET, 'this') })],
});
