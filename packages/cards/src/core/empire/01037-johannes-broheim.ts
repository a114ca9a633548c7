import { endPhase, may, move, SELF, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01037', {
  text: 'Hero (at most one per zone). Counterstrike 2. When any phase ends (either player\'s), you may move this unit to another of your zones (not one that has another Hero of yours).',
  // Counterstrike 2 is a keyword of the catalogue entry.
  abilities: [may({ when: endPhase(undefined, 'any'), target: zoneFor(SELF, { name: 'to', label: 'zone to move Johannes Broheim to (pass: stay)' }), effect: move(SELF, { chosen: 'to' }) })],
});
