import { action, attacks, indirectDamage, OPPONENT } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04086', {
  text: 'Warrior. Elite. Action, usable once each time this unit is declared as an attacker, at your first opportunity after: your opponent is dealt 2 indirect damage (he spreads it among his units and capital sections).',
  abilities: [action({ when: attacks(), effect: indirectDamage(OPPONENT, 2) })],
});
