import { act, action, attachment, custom, exists, ifThen, rules, SELF, unit, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** "If it does": the Attachment goes only when the unit has really taken the damage (none of it prevented or redirected). */
function takeDamageThenDestroy(ctx: Ctx): boolean {
  if (act.damage(ctx, ctx.self, 1, { uncancellable: true }) <= 0) return false;
  for (const id of rules.targetsOf(ctx.state, ctx.use)) act.destroy(ctx, id);
  return true;
}

export default defineCard(import.meta.url, '05012', {
  text: 'Warrior. Action: this unit is dealt 1 damage that cannot be cancelled; only if that damage is dealt, one target Attachment card (either player\'s) is destroyed.',
  abilities: [
    // The damage is the effect, not a cost: the target is chosen as it is used, the damage and the
    // destruction happen as it resolves ("if it does": nothing is destroyed if the unit is no longer in
    // play, or no longer a unit, to take it, nor when an effect kept the damage off it — Protective Spites).
    action({ target: attachment(), effect: ifThen(exists(unit({ is: SELF })), custom('takes 1 damage; if it does, the target is destroyed', takeDamageThenDestroy)) }),
  ],
});
