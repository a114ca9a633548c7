import { action, damage, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04093', {
  text: 'Action: one target unit is dealt 1 damage and has 1 less power for the rest of the turn (each part on its own).',
  abilities: [action({ target: unit(), effect: [damage(TARGET, 1), gain(TARGET, { power: -1 })] })],
});
