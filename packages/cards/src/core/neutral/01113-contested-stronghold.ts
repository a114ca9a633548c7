import { constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01113', {
  text: 'Building. Limited. This support has +1 power for each development you have in its zone.',
  abilities: [constant({ modify: { power: count(development({ controller: YOU, zone: 'this' })) } })],
});
