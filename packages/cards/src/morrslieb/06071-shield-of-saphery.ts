import { action, gain, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06071', {
  text: "Spell. Action: until the end of the turn, one target High Elf unit you control cannot be chosen as a target by your opponent's card effects (yours still can).",
  abilities: [action({ target: unit({ controller: YOU, race: 'High Elf' }), effect: gain(TARGET, { cannotBeTargeted: true }, 'turn') })],
});
