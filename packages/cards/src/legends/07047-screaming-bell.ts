import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07047', {
  text: 'Skaven. War Machine. Destruction decks only. Every Skaven unit you control has one more power icon while it is attacking.',
  abilities: [constant({ affects: unit({ controller: YOU, trait: 'Skaven', attacking: true }), modify: { power: 1 } })],
});
