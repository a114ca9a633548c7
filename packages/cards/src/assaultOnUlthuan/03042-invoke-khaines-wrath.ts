import { action, and, conditionFn, destroy, EACH, each, inPhase, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * The End of Turn window is the battlefield phase's last one (FAQ section 3), except on turn 1, when
 * the first player skips his battlefield phase (rules summary: first player penalty).
 */
const aBattlefieldPhaseIsEnding = conditionFn((ctx) => ctx.state.turn > 1);

export default defineCard(import.meta.url, '03042', {
  text: "Spell. Played only as a battlefield phase ends (the End of Turn window, either player's turn). Action: every unit that attacked or defended in this phase's combat (and is still in play) is destroyed.",
  abilities: [action({ if: and(inPhase('endTurn'), aBattlefieldPhaseIsEnding), effect: each(unit({ participated: true }), destroy(EACH)) })],
});
