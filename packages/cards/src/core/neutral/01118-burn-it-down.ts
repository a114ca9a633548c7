import { action, count, destroy, development, support, TARGET, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01118', {
  text: 'Action: one target support card is destroyed if its printed cost is no more than X, the count of developments in your battlefield.',
  abilities: [action({ target: support({ printedCost: { max: count(development({ controller: YOU, zone: 'battlefield' })) } }), effect: destroy(TARGET) })],
});
