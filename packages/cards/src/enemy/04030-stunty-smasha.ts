import { action, destroy, development, sacrifice, SELF, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04030', {
  text: 'Warrior. Action: sacrifice this unit (the cost): one target development, either player\'s, is destroyed.',
  abilities: [action({ target: development(), cost: sacrifice(SELF), effect: destroy(TARGET) })],
});
