import { action, choose, constant, development, sacrifice, startLasting, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07008', {
  text: 'Legend. Action: sacrifice one of your developments (the cost): this turn, the next unit you play costs 1 less, but never less than 1 because of this.',
  /** Total 6 icons; the split is not in the sources: 2 per zone, as the FAQ gives for Malekith (also 6). */
  legendPower: { kingdom: 2, quest: 2, battlefield: 2 },
  abilities: [action({ cost: sacrifice(choose(development({ controller: YOU }))), effect: startLasting('nextUnit') })],
  lasting: {
    // Used up by the next unit its player pays for (FAQ: Conditional Actions); loyalty is not part of the cost.
    nextUnit: { once: true, abilities: [constant({ rules: { cost: { of: unit(), change: -1, minimum: 1 } } })] },
  },
});
