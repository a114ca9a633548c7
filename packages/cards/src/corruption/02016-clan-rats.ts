import { action, corrupt, gain, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02016', {
  text: 'Skaven. Destruction decks only. Action: as the cost, corrupt this unit; another target Skaven unit has +1 power for the rest of the turn.',
  abilities: [action({ cost: corrupt(SELF), target: unit({ trait: 'Skaven', not: SELF }), effect: gain(TARGET, { power: 1 }) })],
});
