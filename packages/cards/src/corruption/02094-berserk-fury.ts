import { action, damage, endTurn, gain, HOST, startLasting, TARGET, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02094', {
  text: "Action: a target unit (either player's) gets +3 power for the rest of the turn; as the turn ends, that unit takes 2 damage.",
  abilities: [action({ target: unit(), effect: [gain(TARGET, { power: 3 }), startLasting('fury', { card: TARGET })] })],
  lasting: {
    // The delayed damage, at the end of the turn (Detailed Timing E2: before "until the end of the
    // turn" effects expire); it follows the unit wherever it is in play, and is gone if it left play.
    fury: { once: true, abilities: [whenever({ when: endTurn('any'), effect: damage(HOST, 2) })] },
  },
});
