import { cardsInPlay, queries } from '@invasion/engine';
import { action, destroy, hasTrait, picked, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Faceup cards in play with the Skaven trait, both players' (units, supports, attachments, legends). */
function skavenCardsInPlay(ctx: Ctx): number {
  let n = 0;
  for (const id of cardsInPlay(ctx.state)) {
    const c = ctx.state.cards[id]!;
    if (!c.dev && !c.faceDown && hasTrait('Skaven')(ctx, id)) n++;
  }
  return n;
}

/** Re-checked on resolution too (FAQ: the target becomes illegal when the Skaven count drops). */
function fewerHitPointsThanSkaven(ctx: Ctx, id: number): boolean {
  return queries.hitPoints(ctx.state, id) < skavenCardsInPlay(ctx);
}

export default defineCard(import.meta.url, '02079', {
  text: 'Action: corrupt this unit to destroy one target unit whose hit points are fewer than the number of Skaven cards in play.',
  abilities: [
    action({
      corruptSelf: true,
      choices: [targetUnit('unit to destroy', fewerHitPointsThanSkaven)],
      effect: (ctx) => destroy(ctx, picked(ctx, 0)),
    }),
  ],
});
