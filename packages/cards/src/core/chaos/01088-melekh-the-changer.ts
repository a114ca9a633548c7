import { cardsInPlay } from '@invasion/engine';
import { constant, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Corrupted cards in play that the source's controller's opponents control. */
function opponentsCorruptedCards(ctx: Ctx): number {
  let n = 0;
  for (const id of cardsInPlay(ctx.state)) {
    const c = ctx.state.cards[id]!;
    if (c.corrupt && !c.dev && c.controller !== ctx.player) n++;
  }
  return n;
}

export default defineCard(import.meta.url, '01088', {
  text: 'Gets +1 power for each corrupted card your opponents control. Hero: limit one per zone.',
  abilities: [constant({ power: (ctx) => opponentsCorruptedCards(ctx) })],
});
