import { action, choose, conditionFn, duringCombat, and, HOST, rules, SELF, shield, spend, startLasting, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01106', {
  text: 'Action: pay 2 resources, while combat damage is assigned to this unit and not yet dealt: 1 point of the combat damage that would be dealt to this unit is dealt to another target unit instead.',
  abilities: [
    action({
      // General errata: "damage just assigned" on redirect cards reads "damage that would be dealt" (redirected at the timing of Toughness).
      if: and(duringCombat('assignDamage'), conditionFn((ctx) => rules.assignedDamage(ctx.state, ctx.self) > 0)),
      cost: spend(2),
      target: unit({ not: SELF }),
      effect: startLasting('redirectOne', { card: TARGET, until: 'phase', data: { left: 1 } }),
    }),
  ],
  lasting: {
    // On the chosen unit (its HOST): the next 1 combat damage that would be dealt to the Disciple goes to it.
    redirectOne: { abilities: [shield({ to: SELF, combat: true, budget: 'left', redirect: choose(unit({ is: HOST }), { label: 'unit to take the redirected damage' }) })] },
  },
});
