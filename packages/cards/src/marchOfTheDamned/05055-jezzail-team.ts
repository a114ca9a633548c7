import { action, corrupt, damage, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05055', {
  text: 'Skaven. Action: corrupt this unit (the cost): one target unit in either player\'s battlefield is dealt 1 damage.',
  abilities: [action({ cost: corrupt(SELF), target: unit({ zone: 'battlefield' }), effect: damage(TARGET, 1) })],
});
