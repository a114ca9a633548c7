import { action, destroy, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02034', {
  text: 'Spell. Action: destroy one target unit that has damage on it.',
  abilities: [action({ target: unit({ damaged: true }), effect: destroy(TARGET) })],
});
