import { beginTurn, choose, chooseOne, damage, development, exists, forced, sacrifice, sectionsOf, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06052', {
  text: 'Warrior. Forced: as your turn begins, you either sacrifice one of your developments, or each section of your own capital is dealt 1 damage by the Centigor (your pick; with no development, the damage).',
  abilities: [
    forced({
      when: beginTurn(YOU),
      effect: chooseOne([
        { label: 'sacrifice one of your developments', if: exists(development({ controller: YOU })), do: sacrifice(choose(development({ controller: YOU }), { label: 'development to sacrifice' })) },
        { label: 'take 1 damage from this unit on every section of your capital', do: damage(sectionsOf(YOU), 1) },
      ]),
    }),
  ],
});
