import { action, damage, EACH, each, entersPlay, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07011', {
  text: 'Warrior. Elite. Triggered Action, once right after this unit enters play: 1 damage is dealt at once to every unit (either player\'s) whose printed cost is 3 or less.',
  abilities: [action({ when: entersPlay(), effect: each(unit({ printedCost: { max: 3 } }), damage(EACH, 1)) })],
});
