import { action, returnToHand, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03048', {
  text: "Action: one target unit that is defending goes back to its owner's hand.",
  abilities: [action({ target: unit({ defending: true }), effect: returnToHand(TARGET) })],
});
