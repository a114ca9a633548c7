import { constant, development, exists, not, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03049', {
  text: 'Cavalry. Battlefield: it has +1 power while its controller has no development in this zone of his capital.',
  abilities: [constant({ zone: 'battlefield', if: not(exists(development({ controller: YOU, zone: 'this' }))), modify: { power: 1 } })],
});
