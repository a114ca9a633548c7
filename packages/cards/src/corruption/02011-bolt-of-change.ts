import { action, development, gain, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02011', {
  text: 'Spell. Action: choose a target development (anyone\'s); for the rest of the turn it is also a unit with 2 power and 2 hit points, while still counting as a development.',
  abilities: [action({ target: development(), effect: gain(TARGET, { becomesUnit: { power: 2, hitPoints: 2 } }) })],
});
