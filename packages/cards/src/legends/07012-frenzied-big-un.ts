import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07012', {
  text: 'Warrior. Battlefield. Every unit you control that has damage on it has one more power icon.',
  abilities: [constant({ zone: 'battlefield', affects: unit({ controller: YOU, damaged: true }), modify: { power: 1 } })],
});
