import { action, choose, constant, sacrifice, startLasting, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05020', {
  text: 'Action: sacrifice one of your units (cost): until the end of the turn, the next Orc unit you play costs 2 less, but not less than 1 (one that costs less than 1 already keeps its cost).',
  abilities: [
    action({
      cost: sacrifice(choose(unit({ controller: YOU }), { label: 'unit of yours to sacrifice' })),
      effect: startLasting('nextOrcUnit', { until: 'turn' }),
    }),
  ],
  lasting: {
    // Used up by the next Orc unit its player pays for this turn (FAQ: Conditional Actions).
    nextOrcUnit: { once: true, abilities: [constant({ rules: { cost: { of: unit({ race: 'Orc' }), change: -2, minimum: 1 } } })] },
  },
});
