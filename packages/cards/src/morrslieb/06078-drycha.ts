import { action, attacks, count, development, gain, SELF, spend, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06078', {
  text: 'Hero. Wood Elf. Forest Spirit. Order only. One Hero per zone. Triggered action, once each time this unit is declared as an attacker: pay 2 resources: it gets +1 power per development in its zone (counted as it resolves) until the end of the turn.',
  abilities: [action({ when: attacks(), cost: spend(2), effect: gain(SELF, { power: count(development({ controller: YOU, zone: 'this' })) }) })],
});
