import { action, constant, corrupt, SELF, startLasting, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04012', {
  text: 'Warrior. Action: corrupt this unit (the cost): until the end of the turn, the next Chaos unit you play costs 1 less, but this never takes its cost below 1.',
  abilities: [action({ cost: corrupt(SELF), effect: startLasting('nextChaosUnit') })],
  lasting: {
    // Used up by the next Chaos unit its player pays for (FAQ: Conditional Actions); loyalty is not
    // part of the cost (FAQ: Cost).
    nextChaosUnit: { once: true, abilities: [constant({ rules: { cost: { of: unit({ race: 'Chaos' }), change: -1, minimum: 1 } } })] },
  },
});
