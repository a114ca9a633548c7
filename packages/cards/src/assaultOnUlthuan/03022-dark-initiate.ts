import { atLeast, constant, count, development, not, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03022', {
  text: 'Priest. Its power counts for nothing (zone power, combat damage) while its controller has fewer than 2 developments in the zone it stands in.',
  abilities: [constant({ if: not(atLeast(count(development({ controller: YOU, zone: 'this' })), 2)), modify: { losesAllPower: true } })],
});
