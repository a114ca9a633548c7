import { constant, count, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06025', {
  text: 'Building. Its power is raised by 1 for every unit in its own zone of its controller\'s capital.',
  abilities: [constant({ modify: { power: count(unit({ zone: 'this' })) } })],
});
