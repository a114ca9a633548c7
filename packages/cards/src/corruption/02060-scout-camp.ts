import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02060', {
  text: 'Building. Kingdom. Whenever you search your deck, one card more than the effect says may be searched (searching is neither looking at nor revealing).',
  abilities: [constant({ zone: 'kingdom', rules: { extraSearch: 1 } })],
});
