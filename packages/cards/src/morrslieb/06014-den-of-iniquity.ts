import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06014', {
  text: 'Building. A unit, either player\'s, entering play into a zone of its capital that holds no development is corrupt on arrival (moving in is not entering play).',
  abilities: [constant({ rules: { enterCorrupted: 'undeveloped' } })],
});
