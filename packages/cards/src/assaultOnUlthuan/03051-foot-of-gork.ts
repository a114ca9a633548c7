import { action, destroy, TARGET, unit, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03051', {
  text: 'Playable only in your own turn. Action: destroy one target unit (either player\'s) whose printed cost is 2 or less (loyalty does not count).',
  abilities: [action({ if: YOUR_TURN, target: unit({ printedCost: { max: 2 } }), effect: destroy(TARGET) })],
});
