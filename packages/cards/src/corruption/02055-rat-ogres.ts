import { restore } from '@invasion/engine';
import { action, atBeginningOfYourTurn, hasTrait, queries, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Every Skaven unit in play, whoever controls it. */
function skavenUnits(ctx: Ctx): number[] {
  return queries.allUnitsInPlay(ctx.state).filter((id) => hasTrait('Skaven')(ctx, id));
}

export default defineCard(import.meta.url, '02055', {
  text: 'Triggered Action: at the beginning of your turn, restore every Skaven unit in play (usable once per copy, in the first action window after your turn begins).',
  abilities: [
    action({
      trigger: atBeginningOfYourTurn,
      effect: (ctx) => {
        for (const id of skavenUnits(ctx)) restore(ctx.state, id);
      },
    }),
  ],
});
