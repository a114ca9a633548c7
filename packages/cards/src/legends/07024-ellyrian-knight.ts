import { constant, exists, legend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07024', {
  text: 'Warrior. Cavalry. Has Counterstrike 2 for as long as its controller has a legend in play.',
  abilities: [constant({ if: exists(legend({ controller: YOU })), modify: { keywords: { counterstrike: 2 } } })],
});
