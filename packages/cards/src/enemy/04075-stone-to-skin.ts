import { action, gain, support, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04075', {
  text: "Spell. Action: one target Building support card (either player's) is also a unit with 4 hit points for the rest of the turn; it keeps its power and still counts as a Building support card.",
  abilities: [action({ target: support({ trait: 'Building' }), effect: gain(TARGET, { becomesUnit: { hitPoints: 4 } }) })],
});
