import { EVENT_CARD, replace, returnToHand, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04007', {
  text: "Hero (one Hero per zone). Whenever any other unit in Lelansi's zone of her capital would be destroyed, it goes back to its owner's hand instead.",
  // Not optional: the printed text gives no choice. A sacrifice is not a destruction (FAQ: Sacrifice).
  abilities: [replace({ on: 'destroy', card: unit({ zone: 'this', not: SELF }), instead: returnToHand(EVENT_CARD) })],
});
