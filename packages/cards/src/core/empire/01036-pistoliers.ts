import { action, choice, move, SELF, spend, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01036', {
  text: 'Action: pay 1 resource: this unit moves to one of your zones other than the one it is in (chosen as it resolves).',
  abilities: [action({ cost: spend(1), effect: [choice('to', zoneFor(SELF)), move(SELF, { chosen: 'to' })] })],
});
