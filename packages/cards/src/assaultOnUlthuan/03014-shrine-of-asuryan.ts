import { action, beginTurn, restore, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03014', {
  text: 'Building. Kingdom. Action, usable once at the start of your turn (first action window after it begins): a target corrupted unit (either player\'s) is restored.',
  abilities: [action({ zone: 'kingdom', when: beginTurn(YOU), target: unit({ corrupt: true }), effect: restore(TARGET) })],
});
