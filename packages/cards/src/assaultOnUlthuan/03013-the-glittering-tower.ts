import { dealDamageTo, forced, isUnit, picked, unburnedSection, type Ctx } from '@invasion/engine/dsl';
import { EV, type GameEvent, type PlayerId, type ZoneName } from '@invasion/engine';
import { defineCard } from '../define.js';

/** A unit was healed by an effect of this card's controller (the healed event names the healer). */
function youHealedAUnit(ctx: Ctx, ev: GameEvent): boolean {
  return ev.player === ctx.player;
}

/** Unburned sections of an opponent's capital. */
function opponentsSection(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  return p !== ctx.player && unburnedSection(ctx, p, zone);
}

export default defineCard(import.meta.url, '03013', {
  text: 'Kingdom. Whenever an effect of yours heals a unit, 1 damage is dealt to a target unit of either player or to a target section of an opposing capital. (Errata: no longer an Action; any unit.)',
  abilities: [
    forced({
      on: EV.healed,
      zone: 'kingdom',
      when: youHealedAUnit,
      choices: [{ label: 'unit or opposing capital section to damage', cards: isUnit, sections: opponentsSection }],
      effect: (ctx) => dealDamageTo(ctx, picked(ctx, 0), 1),
    }),
  ],
});
