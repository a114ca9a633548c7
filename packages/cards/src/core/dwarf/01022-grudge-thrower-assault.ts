import { action, destroy, duringCombat, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01022', {
  text: 'Playable only in a combat whose damage has already been assigned. Action: destroy an attacking unit you target.',
  abilities: [action({ if: duringCombat('assignDamage'), target: unit({ attacking: true }), effect: destroy(TARGET) })],
});
