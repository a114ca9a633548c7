import { action, TARGET, toDeck, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07041', {
  text: "Spell. Action: choose a target unit (either player's) whose printed cost is at most 2; it goes to the bottom of its owner's deck.",
  abilities: [action({ target: unit({ printedCost: { max: 2 } }), effect: toDeck(TARGET, { bottom: true }) })],
});
