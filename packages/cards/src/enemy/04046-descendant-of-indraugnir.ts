import { action, attacks, indirectDamage, OPPONENT } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04046', {
  text: 'Dragon. Action, usable once right after this unit is declared as an attacker: your opponent is dealt 4 indirect damage, which he assigns himself.',
  abilities: [action({ when: attacks(), effect: indirectDamage(OPPONENT, 4) })],
});
