import { action, destroy, TARGET, targetOf, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06028', {
  text: 'Spell. Action: destroy one or two attacking units you target whose printed cost is at most 3.',
  abilities: [
    action({
      target: targetOf(unit({ attacking: true, printedCost: { max: 3 } }), { min: 1, max: 2, label: 'attacking units of printed cost 3 or less to destroy (pass after the first to take one)' }),
      effect: destroy(TARGET),
    }),
  ],
});
