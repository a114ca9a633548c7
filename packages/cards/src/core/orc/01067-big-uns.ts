import { all, constant, damaged, isUnit, yours } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01067', {
  text: 'Battlefield. Each unit you control that has damage on it has Toughness 1.',
  abilities: [constant({ zone: 'battlefield', affects: all(isUnit, yours, damaged), toughness: 1 })],
});
