import { action, gain, target, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02014', {
  text: 'Action: for the rest of the turn, one target unit has -1 hit points and a second, different target unit has +1 hit points.',
  abilities: [
    action({
      targets: [unit(), unit({ not: TARGET })],
      effect: [gain(TARGET, { hitPoints: -1 }), gain(target(1), { hitPoints: 1 })],
    }),
  ],
});
