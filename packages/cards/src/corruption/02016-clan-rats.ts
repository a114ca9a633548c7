import { action, corrupt, gain, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02016', {
  text: 'Skaven. Destruction decks only. Action: corrupt this unit as the cost to give one other target Skaven unit +1 power until the end of the turn.',
  abilities: [action({ cost: corrupt(SELF), target: unit({ trait: 'Skaven', not: SELF }), effect: gain(TARGET, { power: 1 }) })],
});
