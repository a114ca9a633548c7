import { action, destroy, development, spend, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01086', {
  text: 'Quest. Action: spend 4 resources: destroy one target development (of either player).',
  abilities: [action({ zone: 'quest', cost: spend(4), target: development(), effect: destroy(TARGET) })],
});
