import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06063', {
  text: 'Attachment, War Machine, played onto a Dwarf unit you control. Its host may be declared as an attacker from whichever of your zones it is in.',
  attach: { to: unit({ controller: YOU, race: 'Dwarf' }) },
  abilities: [constant({ affects: 'host', modify: { attackFromAnyZone: true } })],
});
