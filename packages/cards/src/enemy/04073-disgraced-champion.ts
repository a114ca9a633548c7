import { action, damage, isDestroyed, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04073', {
  text: 'Warrior. Action, usable once when this unit is destroyed, by the player who controlled it, at his first opportunity after: one target unit (either player\'s) is dealt 2 damage.',
  abilities: [action({ when: isDestroyed(), target: unit(), effect: damage(TARGET, 2) })],
});
