import { action, damage, spend, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05016', {
  text: 'Warrior. Action: spend 1 resource: one target unit you control (this one included) is dealt 1 damage.',
  abilities: [action({ cost: spend(1), target: unit({ controller: YOU }), effect: damage(TARGET, 1) })],
});
