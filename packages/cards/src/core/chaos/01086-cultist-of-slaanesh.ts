import { action, destroy, development, spend, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01086', {
  text: 'Quest. Action: pay 4 resources: a development you target, on either capital, is destroyed.',
  abilities: [action({ zone: 'quest', cost: spend(4), target: development(), effect: destroy(TARGET) })],
});
