import { action, destroy, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02034', {
  text: 'Spell. Action: a target unit with damage on it is destroyed.',
  abilities: [action({ target: unit({ damaged: true }), effect: destroy(TARGET) })],
});
