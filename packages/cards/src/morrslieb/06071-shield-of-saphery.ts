import { action, gain, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06071', {
  text: "Spell. Action: pick one target High Elf unit of yours; until the turn ends, no card effect of your opponent may target it (your own effects still may).",
  abilities: [action({ target: unit({ controller: YOU, race: 'High Elf' }), effect: gain(TARGET, { cannotBeTargeted: true }, 'turn') })],
});
