import { beginTurn, choose, damage, forced, OPPONENT, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03002', {
  text: 'Forced: as your turn begins, your opponent picks one of his own battlefield units (if he has any) and it is dealt 1 damage.',
  abilities: [
    forced({
      when: beginTurn(YOU),
      effect: damage(choose(unit({ controller: OPPONENT, zone: 'battlefield' }), { by: OPPONENT, label: 'unit to take 1 damage' }), 1),
    }),
  ],
});
