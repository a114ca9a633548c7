import { action, heal, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03016', {
  text: 'Spell. Action: every damage token on a target unit (either player\'s) is removed.',
  abilities: [action({ target: unit(), effect: heal(TARGET, 'all') })],
});
