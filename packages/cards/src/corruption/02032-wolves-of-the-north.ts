import { action, and, choice, initiateAttack, inPhase, is, OPPONENT, QUESTER, section, unit, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02032', {
  text: "Quest. Action, in your own quest phase, once: the unit questing here attacks one zone of the opponent's capital (you pick it as this resolves) on its own — a whole combat (defenders, damage) then runs before the quest phase goes on.",
  abilities: [
    action({
      zone: 'quest',
      // "A single attack": once (the quest phase comes once a turn).
      limit: 'turn',
      if: and(YOUR_TURN, inPhase('quest')),
      canResolve: is(QUESTER, unit({ corrupt: false })),
      effect: [
        choice('zone', section({ whose: OPPONENT, unburned: false, targeting: false, label: "the opponent's zone to attack" })),
        initiateAttack(QUESTER, { chosen: 'zone' }),
      ],
    }),
  ],
});
