import { action, takeControl, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02054', {
  text: 'Spell. Action: you control a target unit whose printed cost is 2 or less, for the rest of the turn; it moves to the zone of your capital with the same name (and goes back as the turn ends).',
  abilities: [action({ target: unit({ printedCost: { max: 2 } }), effect: takeControl(TARGET, 'turn') })],
});
