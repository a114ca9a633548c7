import { constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01113', {
  text: 'Building. Limited. Its power goes up by 1 per development of yours sharing its zone.',
  abilities: [constant({ modify: { power: count(development({ controller: YOU, zone: 'this' })) } })],
});
