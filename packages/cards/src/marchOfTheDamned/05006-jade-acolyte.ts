import { action, development, gain, spend, TARGET, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05006', {
  text: 'Mage. Action, once per turn: spend 1 resource and choose one target development you control; for the rest of the turn it is also a unit with 1 power and 2 hit points, while still counting as a development.',
  abilities: [action({ limit: 'turn', cost: spend(1), target: development({ controller: YOU }), effect: gain(TARGET, { becomesUnit: { power: 1, hitPoints: 2 } }) })],
});
