import { action, beginTurn, indirectDamage, OPPONENT } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05014', {
  text: 'Ship. Action, usable once as each of your turns begins (first action window): your opponent (the target opponent) is dealt 2 indirect damage, which he assigns himself.',
  abilities: [action({ when: beginTurn(), effect: indirectDamage(OPPONENT, 2) })],
});
