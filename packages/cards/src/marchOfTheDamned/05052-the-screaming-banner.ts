import { action, attacks, gain, HOST, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05052', {
  text: 'Attachment. Undead. Goes onto one target Undead unit you control. Action, usable once right after the attached unit is declared as an attacker: one target unit (any player\'s) has 2 less power until the end of the turn.',
  attach: { to: unit({ trait: 'Undead', controller: YOU }) },
  abilities: [action({ when: attacks(HOST), target: unit(), effect: gain(TARGET, { power: -2 }) })],
});
