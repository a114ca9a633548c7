import { action, constant, HOST, sacrifice, startLasting, tactic, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02085', {
  text: 'Attachment. Relic. Played onto an Empire unit (it must stay one), which has 2 more power. Action: sacrifice the attached unit: until the end of the turn, the next tactic you play that is not Epic has its cost lowered to 0 (its loyalty cost is not part of its cost: FAQ Loyalty).',
  attach: { to: unit({ race: 'Empire' }) },
  abilities: [
    constant({ affects: 'host', modify: { power: 2 } }),
    // The sacrifice is the cost ("do X to do Y"); the Runefang leaves play with its host, and the
    // effect exists apart from its source.
    action({ cost: sacrifice(HOST), effect: startLasting('nextTacticFree') }),
  ],
  lasting: {
    // Used up by the next non-Epic tactic its player pays for (FAQ: Conditional Actions); a
    // reduction never takes a cost below 0.
    nextTacticFree: { once: true, abilities: [constant({ rules: { cost: { of: tactic({ notTrait: 'Epic' }), change: -100 } } })] },
  },
});
