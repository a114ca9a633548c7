import { action, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01046', {
  text: 'Action: until the end of the turn, a unit you target has 2 fewer power (never below 0).',
  abilities: [action({ target: unit(), effect: gain(TARGET, { power: -2 }) })],
});
