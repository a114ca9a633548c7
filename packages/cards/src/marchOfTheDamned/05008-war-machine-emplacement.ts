import { action, damage, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05008', {
  text: 'Siege. War Machine. Battlefield. Action, once per turn: spend 2 resources: one target attacking unit is dealt 2 damage.',
  abilities: [action({ zone: 'battlefield', limit: 'turn', cost: spend(2), target: unit({ attacking: true }), effect: damage(TARGET, 2) })],
});
