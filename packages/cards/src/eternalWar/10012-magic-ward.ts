import { action, choice, EACH, each, gain, OPPONENT, section, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '10012', {
  text: "Spell. Action: pick one of an opponent's zones (no target; a burning one too). For the rest of the phase, each unit in it as this resolves has a blank printed text box, its traits aside.",
  abilities: [
    action({
      effect: [
        choice('zone', section({ whose: OPPONENT, unburned: false, label: "opponent's zone whose units lose their text" })),
        each(unit({ zone: { chosen: 'zone' } }), gain(EACH, { blank: true }, 'phase')),
      ],
    }),
  ],
});
