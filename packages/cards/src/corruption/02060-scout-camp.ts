import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02060', {
  text: 'Building. Kingdom. Each search of your deck reaches one card deeper than the effect says (searching is neither looking at nor revealing).',
  abilities: [constant({ zone: 'kingdom', rules: { extraSearch: 1 } })],
});
