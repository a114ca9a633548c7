import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02056', {
  text: 'Skaven. Destruction decks only. Enters play only in the battlefield. Scout. It is already corrupted as it enters play (it does not become corrupted: nothing triggers on that).',
  abilities: [constant({ rules: { enterCorrupted: 'self' } })],
});
