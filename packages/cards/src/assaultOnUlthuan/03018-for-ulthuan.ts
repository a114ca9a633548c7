import { action, and, attackTwoZones, conditionFn, inPhase, rules, YOUR_TURN, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The beginning of the battlefield phase: its first action window, before a zone to attack is chosen. */
function noAttackChosenYet(ctx: Ctx): boolean {
  return rules.combat(ctx.state) === null;
}

export default defineCard(import.meta.url, '03018', {
  text: "Played only at the start of your own battlefield phase (before you pick the zone to attack). Action: for the rest of this turn your attack may go against two of the opponent's zones: you name a second zone, split your attackers between the two as you declare them, and the two attacks are fought as two combats, one after the other.",
  abilities: [action({ if: and(YOUR_TURN, inPhase('battlefield'), conditionFn(noAttackChosenYet)), effect: attackTwoZones() })],
});
