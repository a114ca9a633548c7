import { action, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01046', {
  text: 'Action: one target unit has 2 power icons fewer until the end of the turn (never below 0).',
  abilities: [action({ target: unit(), effect: gain(TARGET, { power: -2 }) })],
});
