import { action, and, choice, conditionFn, initiateAttack, inPhase, OPPONENT, QUESTER, rules, section, YOUR_TURN, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit quests here and could attack: not corrupt (rules summary: Corruption), not under "cannot attack" (Franz's Decree). */
function questerMayAttack(ctx: Ctx): boolean {
  const q = rules.questerOf(ctx.state, ctx.self);
  return q >= 0 && rules.mayAttackFromAnywhere(ctx.state, ctx.player, q);
}

export default defineCard(import.meta.url, '02032', {
  text: "Quest. Action, in your own quest phase, once: the unit questing here attacks one zone of the opponent's capital (you pick it as this resolves) on its own — a whole combat (defenders, damage) then runs before the quest phase goes on.",
  abilities: [
    action({
      zone: 'quest',
      // "A single attack": once (the quest phase comes once a turn).
      limit: 'turn',
      if: and(YOUR_TURN, inPhase('quest')),
      canResolve: conditionFn(questerMayAttack),
      effect: [
        choice('zone', section({ whose: OPPONENT, unburned: false, targeting: false, label: "the opponent's zone to attack" })),
        initiateAttack(QUESTER, { chosen: 'zone' }),
      ],
    }),
  ],
});
