import { action, choose, constant, corrupt, count, dataOf, pickedCount, startLasting, times, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Units of yours the cost can corrupt. */
const CORRUPTIBLE = unit({ controller: YOU, corruptible: true });

export default defineCard(import.meta.url, '05025', {
  text: 'Spell. Action: corrupt X of your units (cost, X at least 1, you choose which): until the end of the turn, the next Chaos unit you play costs X less (not below 0).',
  abilities: [
    action({
      // X is how many units were corrupted to pay for it.
      cost: corrupt(choose(CORRUPTIBLE, { name: 'x', min: 1, max: count(CORRUPTIBLE), label: 'units of yours to corrupt (X)' })),
      effect: startLasting('nextChaosUnit', { until: 'turn', data: { x: pickedCount('x') } }),
    }),
  ],
  lasting: {
    // Used up by the next Chaos unit its player pays for this turn (FAQ: Conditional Actions).
    nextChaosUnit: { once: true, abilities: [constant({ rules: { cost: { of: unit({ race: 'Chaos' }), change: times(dataOf('x'), -1) } } })] },
  },
});
