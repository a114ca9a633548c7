import { action, chooseZone, pickedSection, type Ctx } from '@invasion/engine/dsl';
import { log, placeInZone } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** The top three cards of the deck become facedown developments, all in the chosen zone. */
function developTopThree(ctx: Ctx): void {
  const s = pickedSection(ctx, 0);
  if (!s) return;
  const deck = ctx.state.players[ctx.player].deck;
  let n = 0;
  for (; n < 3 && deck.length > 0; n++) placeInZone(ctx.state, deck[deck.length - 1]!, ctx.player, s.zone, true);
  if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} puts ${n} cards from his deck into the ${s.zone} as developments`);
}

export default defineCard(import.meta.url, '01024', {
  text: "Action: your deck's top 3 cards become facedown developments, all placed together in your kingdom or all in your battlefield.",
  abilities: [
    action({
      choices: [chooseZone('zone for the developments', (ctx, p, zone) => p === ctx.player && zone !== 'quest')],
      effect: developTopThree,
    }),
  ],
});
