import { forced, whenThisEntersPlay, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { log, placeInZone } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** The top card of the controller's deck becomes a facedown development in this unit's zone. */
function developTopCard(ctx: Ctx): void {
  const deck = ctx.state.players[ctx.player].deck;
  const zone = zoneOfSource(ctx);
  if (deck.length === 0 || !zone) return;
  placeInZone(ctx.state, deck[deck.length - 1]!, ctx.player, zone, true);
  if (ctx.state.log) log(ctx.state, `P${ctx.player + 1} puts the top card of his deck into the ${zone} as a development`);
}

export default defineCard(import.meta.url, '01009', {
  text: "Forced: on entering play, the top card of its controller's deck becomes a facedown development in this unit's zone.",
  abilities: [forced({ ...whenThisEntersPlay, effect: developTopCard })],
});
