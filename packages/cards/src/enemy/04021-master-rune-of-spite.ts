import { action, damage, EACH, each, powerOf, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04021', {
  text: 'Rune. Action: every unit in play, either player\'s, is dealt damage equal to its own current power (all at once).',
  abilities: [action({ effect: each(unit(), damage(EACH, powerOf(EACH))) })],
});
