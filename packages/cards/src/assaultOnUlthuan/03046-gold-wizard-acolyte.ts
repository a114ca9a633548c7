import { action, attacks, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03046', {
  text: 'Battlefield. Action, usable once right after this unit is declared as an attacker: one target unit may not be declared as a defender in this attack. (Errata: "when this unit attacks".)',
  abilities: [action({ zone: 'battlefield', when: attacks(), target: unit(), effect: gain(TARGET, { cannotDefend: true }, 'phase') })],
});
