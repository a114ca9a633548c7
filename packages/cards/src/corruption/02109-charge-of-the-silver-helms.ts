import { action, gain, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02109', {
  text: 'Action: for the rest of the turn, one target unit you control has 1 fewer hit point and 3 more power.',
  abilities: [action({ target: unit({ controller: YOU }), effect: gain(TARGET, { hitPoints: -1, power: 3 }) })],
});
