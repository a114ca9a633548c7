import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07009', {
  text: 'Legend. Any unit of yours with damage on it cannot be chosen as a target by your opponent\'s card effects.',
  /** Total 9 icons; the split is not in the sources: 3 per zone (even split, as the FAQ gives Malekith). */
  legendPower: { kingdom: 3, quest: 3, battlefield: 3 },
  // cannotBeTargeted: only the card's controller's effects may still target it.
  abilities: [constant({ affects: unit({ controller: YOU, damaged: true }), modify: { cannotBeTargeted: true } })],
});
