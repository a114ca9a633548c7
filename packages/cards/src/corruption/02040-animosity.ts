import { action, and, duringCombat, gain, not, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Errata ("after" reads "when"): in the action window right after attackers are declared, once a zone is attacked. */
const ZONE_JUST_ATTACKED = and(duringCombat('declareAttackers'), not(duringCombat('ambush')));

export default defineCard(import.meta.url, '02040', {
  text: 'Play when a zone is attacked (the window after attackers are declared). Action: for the rest of the turn a target unit must be declared as a defender whenever it is able to defend.',
  abilities: [action({ if: ZONE_JUST_ATTACKED, target: unit(), effect: gain(TARGET, { mustDefend: true }, 'turn') })],
});
