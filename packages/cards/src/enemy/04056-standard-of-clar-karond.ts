import { action, attacks, gain, HOST, OPPONENT, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04056', {
  text: 'Attachment. Played onto one target Dark Elf unit you control in your battlefield. Action, usable once right after the attached unit is declared as an attacker: one target unit in the zone under attack has one power icon fewer until the end of the turn.',
  // the battlefield is where it is played; the host must stay a Dark Elf unit of yours
  attach: { to: unit({ race: 'Dark Elf', controller: YOU }), enter: { zone: 'battlefield' } },
  abilities: [action({ when: attacks(HOST), target: unit({ controller: OPPONENT, zone: 'attacked' }), effect: gain(TARGET, { power: -1 }) })],
});
