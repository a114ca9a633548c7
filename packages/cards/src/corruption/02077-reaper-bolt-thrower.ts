import { action, indirectDamage, OPPONENT, spend } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02077', {
  text: 'Siege. Battlefield. Action, once per turn (errata): spend 2 resources: your opponent is dealt 2 indirect damage, which he assigns himself.',
  abilities: [action({ zone: 'battlefield', limit: 'turn', cost: spend(2), effect: indirectDamage(OPPONENT, 2) })],
});
