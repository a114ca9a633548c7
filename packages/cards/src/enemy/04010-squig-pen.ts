import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04010', {
  text: 'Building. Played only into a zone of yours holding no development. While it is there, you cannot play developments into that zone.',
  abilities: [constant({ rules: { playInto: { developed: false }, cannotDevelopThisZone: true } })],
});
