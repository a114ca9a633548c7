import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06067', {
  text: 'Hero (at most one Hero in each zone), Warrior, Priest. Every unit in the zone of its capital this card is in, itself included, has Counterstrike 1.',
  abilities: [constant({ affects: unit({ zone: 'this' }), modify: { keywords: { counterstrike: 1 } } })],
});
