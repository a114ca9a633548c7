import { action, destroy, sacrifice, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03043', {
  text: 'Warrior. Battlefield. Action: sacrifice this unit: destroy one target unit that is attacking (either player\'s).',
  abilities: [action({ zone: 'battlefield', target: unit({ attacking: true }), cost: sacrifice(SELF), effect: destroy(TARGET) })],
});
