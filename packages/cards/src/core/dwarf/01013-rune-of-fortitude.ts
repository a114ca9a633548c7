import { act, amountFn, choice, choose, chosen, constant, custom, OPPONENT, rules, startLasting, THIS_ZONE_ATTACKED, unit, whenever, YOU, zoneAttacked, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** The attacking unit was paid for against this Rune (it has this Rune's 'paid' lasting effect). */
function notPaidFor(ctx: Ctx, id: number): boolean {
  return !ctx.state.effects.some((e) => e.b === '01013:paid' && e.card === id && e.source === ctx.self);
}

/** At most one unit per resource the attacking player can spend. */
function affordable(ctx: Ctx): number {
  return rules.availableResources(ctx.state, rules.opponent(ctx.player));
}

/** The attacking player pays 1 resource for each unit he picked (slot 0: the effect's first choice). */
function payForPicked(ctx: Ctx): boolean {
  const n = ctx.use.picks[0]?.length ?? 0;
  if (n === 0) return false;
  act.pay(ctx, rules.opponent(ctx.player), n);
  return true;
}

export default defineCard(import.meta.url, '01013', {
  text: 'While this zone of your capital is under attack, each attacking unit has one power icon fewer, except those its controller paid 1 resource for (he picks which, as the attack on this zone is declared).',
  abilities: [
    constant({ if: THIS_ZONE_ATTACKED, affects: unit({ attacking: true, where: notPaidFor }), modify: { power: -1 } }),
    // When this zone is attacked, the attacker decides which attackers keep their icon and pays for them
    // (part of the constant effect, not a Forced one: timed before Forced effects, FAQ timing A).
    whenever({
      when: zoneAttacked({ player: YOU, zone: 'this' }),
      effect: [
        choice('kept', choose(unit({ attacking: true, controller: OPPONENT }), { by: OPPONENT, min: 0, max: amountFn(affordable), label: 'attacking units to pay 1 resource each for (pass when done)' })),
        custom('the attacker pays 1 resource per unit picked', payForPicked),
        startLasting('paid', { card: chosen('kept') }),
      ],
    }),
  ],
  // A marker on each attacker paid for: the Rune's constant leaves it alone until the end of the turn.
  lasting: { paid: { abilities: [] } },
});
