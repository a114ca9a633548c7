import { atLeast, constant, count, development, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01004', {
  text: 'Battlefield. This unit has 2 more power icons as long as its controller has two or more developments in its zone.',
  abilities: [constant({ zone: 'battlefield', if: atLeast(count(development({ controller: YOU, zone: 'this' })), 2), modify: { power: 2 } })],
});
