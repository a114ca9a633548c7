import { action, destroy, sacrifice, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04058', {
  text: 'Bretonnian. Warrior. Order decks only. Action: sacrifice this unit (the cost) to destroy one target corrupted unit.',
  abilities: [action({ target: unit({ corrupt: true }), cost: sacrifice(SELF), effect: destroy(TARGET) })],
});
