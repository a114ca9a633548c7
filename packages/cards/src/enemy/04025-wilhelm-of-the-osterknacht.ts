import { EV, log, nameOf, type GameEvent, type PlayerId, type ZoneName } from '@invasion/engine';
import { action, chooseZone, moveCard, picked, pickedSection, targetUnit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

function thisUnitAttacks(ctx: Ctx, ev: GameEvent): boolean {
  return ev.card === ctx.self;
}

/** A unit in the zone under attack, controlled by the defending player. */
function inDefendingZone(ctx: Ctx, id: number): boolean {
  const cb = ctx.state.combat;
  const c = ctx.state.cards[id]!;
  return cb !== null && c.loc === cb.zone && c.controller === cb.defender;
}

/** Another zone of the same (defending) player. */
function anotherZoneOfDefender(ctx: Ctx, p: PlayerId, zone: ZoneName): boolean {
  const cb = ctx.state.combat;
  return cb !== null && p === cb.defender && zone !== cb.zone;
}

function moveOut(ctx: Ctx): void {
  const t = picked(ctx, 0);
  const to = pickedSection(ctx, 1);
  if (t < 0 || !to) return;
  moveCard(ctx, t, to.zone);
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, t)} is moved to its controller's ${to.zone}`);
}

export default defineCard(import.meta.url, '04025', {
  text: 'Hero. Action: when this unit attacks (in the action window after attackers are declared), move one target unit from the zone under attack to another zone of the same player. (Errata: "target".)',
  abilities: [
    action({
      trigger: { on: EV.declaredAttacker, when: thisUnitAttacks },
      choices: [targetUnit('unit to move out of the defending zone', inDefendingZone), chooseZone('zone to move it to', anotherZoneOfDefender)],
      effect: moveOut,
    }),
  ],
});
