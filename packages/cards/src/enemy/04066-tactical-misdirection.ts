import { action, choice, each, EACH, gain, section, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04066', {
  text: 'Action: pick a zone of either capital (not a target; a burning one too). Until the end of the turn, each unit in it as this resolves may be declared as a defender whichever zone of its controller is attacked.',
  abilities: [
    action({
      effect: [
        choice('zone', section({ unburned: false, label: 'zone whose units may defend any zone this turn' })),
        each(unit({ zone: { chosen: 'zone' } }), gain(EACH, { defendFromAnyZone: true }, 'turn')),
      ],
    }),
  ],
});
