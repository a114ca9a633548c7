import { action, indirectDamage, OPPONENT } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05015', {
  text: 'Action: your opponent (the target opponent) is dealt 3 indirect damage, which he assigns himself.',
  abilities: [action({ effect: indirectDamage(OPPONENT, 3) })],
});
