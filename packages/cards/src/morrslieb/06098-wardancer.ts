import { constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06098', {
  text: 'Wood Elf. Order only. Its Counterstrike value is the number of developments in its zone (on its controller\'s capital).',
  abilities: [constant({ modify: { keywords: { counterstrike: count(development({ controller: YOU, zone: 'this' })) } } })],
});
