import { action, conditionFn, extraBattlefieldPhase, ifThen, not, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** An additional battlefield phase has begun this turn: the first battlefield phase is over. */
function firstBattlefieldPhaseOver(ctx: Ctx): boolean {
  return ctx.state.effects.some((e) => e.b === 'extraPhase' && e.data.started === 1);
}

export default defineCard(import.meta.url, '06026', {
  text: "Action: this turn gets one more battlefield phase, coming right after the turn's first battlefield phase (once that phase is followed by another one, nothing happens).",
  abilities: [action({ effect: ifThen(not(conditionFn(firstBattlefieldPhaseOver)), extraBattlefieldPhase()) })],
});
