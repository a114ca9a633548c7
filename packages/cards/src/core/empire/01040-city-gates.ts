import { log, placeInZone } from '@invasion/engine';
import { atBeginningOfYourTurn, forced, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** The top card of the controller's deck becomes a development in this card's zone. */
function topCardAsDevelopment(ctx: Ctx): void {
  const zone = zoneOfSource(ctx);
  const deck = ctx.state.players[ctx.player].deck;
  if (!zone || deck.length === 0) return;
  placeInZone(ctx.state, deck[deck.length - 1]!, ctx.player, zone, true);
  if (ctx.state.log) log(ctx.state, `City Gates puts the top card of the deck into the ${zone} as a development`);
}

export default defineCard(import.meta.url, '01040', {
  text: 'Forced: at the beginning of your turn, your deck\'s top card becomes a development in this zone.',
  abilities: [forced({ ...atBeginningOfYourTurn, effect: topCardAsDevelopment })],
});
