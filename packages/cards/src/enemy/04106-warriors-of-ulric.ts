import { action, choice, declaresAttack, move, SELF, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04106', {
  text: 'Action, usable once each time either player names the zone he attacks (before attackers are declared): this unit moves from its zone to another zone of yours, which you pick as it resolves.',
  abilities: [action({ when: declaresAttack(), effect: [choice('to', zoneFor(SELF, { label: 'zone of yours to move it to' })), move(SELF, { chosen: 'to' })] })],
});
