import { attacking, chooseCard, constant, forced, opponentOf, pickedAll, zoneOfSource, type Ctx } from '@invasion/engine/dsl';
import { addLastingEffect, availableResources, EV, log, nameOf, spendResources, type GameEvent } from '@invasion/engine';
import { defineCard } from '../../define.js';

const PAID = '01013:paid';

/** The combat is an attack on this rune's zone of its controller's capital. */
function attackOnThisZone(ctx: Ctx): boolean {
  const cb = ctx.state.combat;
  return cb !== null && cb.step !== 'done' && cb.defender === ctx.player && cb.zone === zoneOfSource(ctx) && cb.legend < 0; // attacking a legend through the zone is not attacking the zone
}

function paidFor(ctx: Ctx, unit: number): boolean {
  return ctx.state.effects.some((e) => e.effect === PAID && e.source === ctx.self && e.card === unit);
}

/** The attacker pays 1 resource for each unit he picked; those keep their power icon. */
function payForAttackers(ctx: Ctx): void {
  const opp = opponentOf(ctx);
  for (const unit of pickedAll(ctx, 0)) {
    if (availableResources(ctx.state, opp) < 1) break;
    spendResources(ctx.state, opp, 1);
    addLastingEffect(ctx.state, { effect: PAID, controller: opp, source: ctx.self, card: unit, amount: 0, until: 'turn' });
    if (ctx.state.log) log(ctx.state, `P${opp + 1} pays 1 resource so that ${nameOf(ctx.state, unit)} keeps its power`);
  }
}

export default defineCard(import.meta.url, '01013', {
  text: 'Units attacking this zone get -1 power icon, except those the attacking player pays 1 resource each for (he decides when the attack is declared).',
  abilities: [
    constant({
      affects: (ctx, id) => attacking(ctx, id) && attackOnThisZone(ctx) && !paidFor(ctx, id),
      power: -1,
    }),
    // When the attack on this zone is declared, the attacker decides which attackers he pays for.
    forced({
      on: EV.zoneAttacked,
      when: (ctx: Ctx, ev: GameEvent) => ev.player === ctx.player && ev.zone === zoneOfSource(ctx),
      choices: [
        chooseCard('attacking units to pay 1 resource for', () => false, {
          list: (ctx) => ctx.state.combat?.attackers.slice() ?? [],
          by: 'opponent',
          min: 0,
          max: (ctx) => Math.min(ctx.state.combat?.attackers.length ?? 0, availableResources(ctx.state, opponentOf(ctx))),
        }),
      ],
      effect: payForAttackers,
    }),
  ],
});
