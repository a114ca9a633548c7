import { atLeast, constant, count, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05002', {
  text: 'Slayer. Has +2 power while you control two or more other Slayer units in the same zone as this unit.',
  abilities: [constant({ if: atLeast(count(unit({ controller: YOU, zone: 'this', trait: 'Slayer', not: SELF })), 2), modify: { power: 2 } })],
});
