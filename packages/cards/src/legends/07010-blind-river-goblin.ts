import { constant, exists, legend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07010', {
  text: 'Goblin. Has one more power icon for as long as its controller has a legend in play.',
  abilities: [constant({ if: exists(legend({ controller: YOU })), modify: { power: 1 } })],
});
