import { action, each, EACH, exists, heal, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const yourDamagedUnits = unit({ controller: YOU, damaged: true });

export default defineCard(import.meta.url, '01055', {
  text: 'Spell. Action (only while one of your units is damaged): every unit you control is healed of all its damage.',
  abilities: [action({ canResolve: exists(yourDamagedUnits), effect: each(yourDamagedUnits, heal(EACH, 'all')) })],
});
