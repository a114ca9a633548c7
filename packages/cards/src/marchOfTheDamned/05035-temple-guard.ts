import { action, amountFn, choose, conditionFn, HOST, rules, shield, spend, startLasting, TARGET, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The unit the damage goes to: the second target, kept (as its id) in the lasting effect's data. */
function receiver(ctx: Ctx): number {
  return rules.lastingData(ctx, 'to') ?? -1;
}

/** It is still a unit in play (else nothing is redirected: the damage stays where it was headed). */
function receiverThere(ctx: Ctx): boolean {
  const id = receiver(ctx);
  return id >= 0 && rules.isInPlay(ctx.state, id) && rules.isUnit(ctx.state, id);
}

export default defineCard(import.meta.url, '05035', {
  text: 'Lizardmen. Action: pay 1 resource and choose a target unit you control and a second target unit you control: until the end of the turn, the next 2 damage that would be dealt to the first are dealt to the second instead (a conditional action: errata "would be dealt").',
  abilities: [
    action({
      cost: spend(1),
      targets: [unit({ controller: YOU }), unit({ controller: YOU, not: TARGET })],
      effect: startLasting('redirect', { card: TARGET, data: { left: 2, to: amountFn((ctx) => ctx.use.picks[1]?.[0] ?? -1) } }),
    }),
  ],
  lasting: {
    // Redirecting is not cancelling: damage that cannot be cancelled is redirected too.
    redirect: {
      abilities: [
        shield({
          to: HOST,
          budget: 'left',
          if: conditionFn(receiverThere),
          redirect: choose(unit({ where: (ctx, id) => id === receiver(ctx) }), { label: 'unit the damage is redirected to' }),
        }),
      ],
    },
  },
});
