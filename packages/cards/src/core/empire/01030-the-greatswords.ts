import { forced, gainPower, isUnit, type Ctx } from '@invasion/engine/dsl';
import { EV, type GameEvent } from '@invasion/engine';
import { defineCard } from '../../define.js';

/** A unit entered play into the zone this card is in, under its controller's control (itself included). */
function unitEnteredThisZone(ctx: Ctx, ev: GameEvent): boolean {
  return ev.card >= 0 && ev.player === ctx.player && ev.zone === ctx.state.cards[ctx.self]!.loc && isUnit(ctx, ev.card);
}

export default defineCard(import.meta.url, '01030', {
  text: 'Forced: when a unit enters play in this zone (this one included), this unit gets +1 power until end of turn.',
  abilities: [forced({ on: EV.enteredPlay, when: unitEnteredThisZone, effect: (ctx) => gainPower(ctx, ctx.self, 1) })],
});
