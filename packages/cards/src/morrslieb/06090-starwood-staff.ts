import { action, anyCard, gain, HOST, played, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06090', {
  text: 'Attachment, played onto a High Elf unit you control. Action, once each time you play a Spell card (first opportunity): the attached unit has +1 power until the turn ends.',
  attach: { to: unit({ controller: YOU, race: 'High Elf' }) },
  abilities: [action({ when: played(anyCard({ trait: 'Spell' }), { player: YOU, asDevelopment: false }), effect: gain(HOST, { power: 1 }, 'turn') })],
});
