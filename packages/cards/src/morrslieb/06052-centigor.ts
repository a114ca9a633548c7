import { beginTurn, choose, chooseOne, damage, development, exists, forced, sacrifice, sectionsOf, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06052', {
  text: 'Warrior. Forced: as your turn begins, you either sacrifice one of your developments, or this unit deals 1 damage to every section of your own capital (your pick; with no development, the damage).',
  abilities: [
    forced({
      when: beginTurn(YOU),
      effect: chooseOne([
        { label: 'sacrifice one of your developments', if: exists(development({ controller: YOU })), do: sacrifice(choose(development({ controller: YOU }), { label: 'development to sacrifice' })) },
        { label: 'this unit deals 1 damage to each section of your capital', do: damage(sectionsOf(YOU), 1) },
      ]),
    }),
  ],
});
