import { atBeginningOfYourTurn, forced, heal } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Removes every damage token from the troll. */
function healAllDamage(ctx: Parameters<typeof heal>[0]): void {
  heal(ctx, ctx.self, ctx.state.cards[ctx.self]!.damage);
}

export default defineCard(import.meta.url, '06004', {
  text: 'Forced: at the beginning of your turn, all damage on this unit is healed.',
  abilities: [forced({ ...atBeginningOfYourTurn, effect: healAllDamage })],
});
