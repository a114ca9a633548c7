import { action, choice, each, EACH, gain, OPPONENT, section, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01054', {
  text: "Spell. Action: pick one zone of an opponent's capital (not a target); each unit there when this resolves has one power icon fewer until the end of the turn.",
  abilities: [
    action({
      effect: [
        choice('zone', section({ whose: OPPONENT, unburned: false, label: "opponent's zone whose units lose a power icon" })),
        each(unit({ zone: { chosen: 'zone' } }), gain(EACH, { power: -1 })),
      ],
    }),
  ],
});
