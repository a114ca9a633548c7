import { action, corrupt, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01099', {
  text: 'Action: corrupt one target unit (one that is already corrupted, or cannot be, is no target).',
  abilities: [action({ target: unit({ corruptible: true }), effect: corrupt(TARGET) })],
});
