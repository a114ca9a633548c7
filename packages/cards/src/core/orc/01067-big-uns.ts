import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01067', {
  text: 'Battlefield. Each unit you control that has damage on it has Toughness 1 (added to any Toughness it has).',
  abilities: [constant({ zone: 'battlefield', affects: unit({ controller: YOU, damaged: true }), modify: { keywords: { toughness: 1 } } })],
});
