import { action, each, EACH, exists, gain, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04008', {
  text: "Action: until the end of the turn, every unit in play that is not a High Elf unit (either player's) has 1 less power.",
  // The units are those in play as it resolves; a unit entering play later keeps its power.
  // With no such unit in play nothing could change: not playable then (Initiation of Card Abilities).
  abilities: [action({ canResolve: exists(unit({ notRace: 'High Elf' })), effect: each(unit({ notRace: 'High Elf' }), gain(EACH, { power: -1 })) })],
});
