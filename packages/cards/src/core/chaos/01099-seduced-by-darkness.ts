import { action, corrupt, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01099', {
  text: 'Action: a unit you target, of either player, becomes corrupted (a unit already corrupted, or that cannot be, is no target).',
  abilities: [action({ target: unit({ corruptible: true }), effect: corrupt(TARGET) })],
});
