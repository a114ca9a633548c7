import { constant, exists, legend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07017', {
  text: 'Knight. Elite. For as long as its controller has a legend in play, it may be declared as a defender whichever of his zones is attacked.',
  abilities: [constant({ if: exists(legend({ controller: YOU })), modify: { defendFromAnyZone: true } })],
});
