import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02057', {
  text: 'Warrior. Skaven. Destruction decks only. Enters play only in the battlefield. This unit can never be declared as a defender.',
  abilities: [constant({ modify: { cannotDefend: true } })],
});
