import { constant, exists, legend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07005', {
  text: 'Warrior. Elite. Has Toughness 2 for as long as its controller has a legend in play.',
  abilities: [constant({ if: exists(legend({ controller: YOU })), modify: { keywords: { toughness: 2 } } })],
});
