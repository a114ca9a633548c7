import { beginPhase, choice, choose, may, move, TARGET, unit, YOU, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01042', {
  text: 'Building. Kingdom. As your kingdom phase begins, you may pick a unit you control (not a target) and move it into another of your zones.',
  abilities: [
    may({
      zone: 'kingdom',
      when: beginPhase('kingdom', YOU),
      target: choose(unit({ controller: YOU }), { label: 'unit to move (pass: none)' }),
      effect: [choice('to', zoneFor(TARGET)), move(TARGET, { chosen: 'to' })],
    }),
  ],
});
