import { action, gain, target, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01077', {
  text: 'Spell. Action: for the rest of the turn, one target unit has -1 power and a second, different target unit has +1 power.',
  abilities: [
    action({
      targets: [unit(), unit({ not: TARGET })],
      effect: [gain(TARGET, { power: -1 }), gain(target(1), { power: 1 })],
    }),
  ],
});
