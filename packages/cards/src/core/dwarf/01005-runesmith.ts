import { action, gain, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01005', {
  text: 'Quest. Action: pay 2 resources; a unit you target gets one more power icon for the rest of the turn.',
  abilities: [action({ zone: 'quest', cost: spend(2), target: unit(), effect: gain(TARGET, { power: 1 }) })],
});
