import { action, corrupt, damage, SELF, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02035', {
  text: 'Skaven. Destruction decks only. Battlefield. Action: as the cost, corrupt this unit; a target unit that is attacking or defending takes 1 damage.',
  abilities: [action({ zone: 'battlefield', cost: corrupt(SELF), target: unit({ inCombat: true }), effect: damage(TARGET, 1) })],
});
