import { beginTurn, forced, heal, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06004', {
  text: 'Troll. Forced: as your turn begins, every damage token on this unit is removed (healed).',
  abilities: [forced({ when: beginTurn(YOU), effect: heal(SELF, 'all') })],
});
