import { action, beginTurn, EACH, each, heal, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03006', {
  text: 'Kingdom. Action, usable once at the start of your turn (in the first action window after it begins): every unit you control is healed of 1 damage.',
  abilities: [action({ zone: 'kingdom', when: beginTurn(), effect: each(unit({ controller: YOU }), heal(EACH, 1)) })],
});
