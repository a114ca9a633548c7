import { action, destroy, each, EACH, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06106', {
  text: "Action: every unit in play (either player's) whose printed cost is 2 or less is destroyed, all at once. Nothing is targeted.",
  abilities: [action({ effect: each(unit({ printedCost: { max: 2 } }), destroy(EACH)) })],
});
