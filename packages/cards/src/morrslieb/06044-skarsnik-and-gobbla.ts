import { act, action, andThen, costFn, damage, draw, OPPONENT, sectionsOf, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Removing damage tokens is healing (FAQ: Healing): the unit must carry at least 3. */
const carriesThree = (ctx: Ctx): boolean => ctx.state.cards[ctx.self]!.damage >= 3;

export default defineCard(import.meta.url, '06044', {
  text: "Hero. Goblin. Action: as the cost, remove 3 damage tokens from this unit (it must carry at least 3); it deals 1 damage to each section of the opponent's capital, then you draw a card.",
  abilities: [
    action({
      cost: costFn('remove 3 damage from this unit', carriesThree, (ctx) => act.heal(ctx, ctx.self, 3)),
      effect: [damage(sectionsOf(OPPONENT), 1), andThen(draw(YOU, 1))],
    }),
  ],
});
