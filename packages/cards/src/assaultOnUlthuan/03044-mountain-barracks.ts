import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03044', {
  text: 'Building. Each Dwarf unit you control in the same zone as this card has Toughness 1 (added to any Toughness it already has).',
  abilities: [constant({ affects: unit({ controller: YOU, race: 'Dwarf', zone: 'this' }), modify: { keywords: { toughness: 1 } } })],
});
