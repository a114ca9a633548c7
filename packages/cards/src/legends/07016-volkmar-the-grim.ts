import { EVENT_CARD, replace, toDeck, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07016', {
  text: "Legend. When any unit (either player's) would go from play to its owner's discard pile or hand, Volkmar's controller may have it go to the bottom of its owner's deck instead.",
  /** Total 3 icons; the split is not in the sources: 1 per zone (even split, as the FAQ gives Malekith). */
  legendPower: { kingdom: 1, quest: 1, battlefield: 1 },
  // A sacrifice is never replaced (FAQ: Sacrifice): the engine does not offer it then.
  abilities: [replace({ on: 'leavePlay', pile: ['discard', 'hand'], card: unit(), optional: true, instead: toDeck(EVENT_CARD, { bottom: true }) })],
});
