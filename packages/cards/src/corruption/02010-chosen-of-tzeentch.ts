import { action, damage, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02010', {
  text: 'Sorcerer. Quest. Action (once each turn): pay 1 resource; a target unit that already has damage on it takes 1 more damage.',
  abilities: [action({ zone: 'quest', limit: 'turn', cost: spend(1), target: unit({ damaged: true }), effect: damage(TARGET, 1) })],
});
