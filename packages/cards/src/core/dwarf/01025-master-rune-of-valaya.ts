import { action, and, anyCard, conditionFn, duringCombat, shield, startLasting, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** Some combat damage is assigned and not yet applied (to a card or to the capital). */
function damageAssigned(ctx: Ctx): boolean {
  const cb = ctx.state.combat;
  return cb !== null && (cb.capitalAssigned > 0 || ctx.state.cards.some((c) => c.assigned > 0));
}

export default defineCard(import.meta.url, '01025', {
  text: "Action: every point of this battlefield phase's combat damage that has been assigned (to any card or capital) and not yet applied is cancelled; damage that cannot be cancelled still goes through.",
  abilities: [action({ if: and(duringCombat('assignDamage'), conditionFn(damageAssigned)), effect: startLasting('cancelAssigned', { until: 'phase' }) })],
  // The assigned damage is cancelled as it would be applied, at the timing of Toughness.
  lasting: { cancelAssigned: { abilities: [shield({ to: anyCard(), combat: true }), shield({ to: 'capitals', combat: true })] } },
});
