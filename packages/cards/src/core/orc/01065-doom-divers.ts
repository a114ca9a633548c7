import { beginTurn, choose, chooseOne, damage, development, EACH_PLAYER, eachPlayer, exists, forced, sacrifice, sectionsOf } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const yourDevelopment = development({ controller: EACH_PLAYER });

export default defineCard(import.meta.url, '01065', {
  text: 'Battlefield. Forced: as your turn begins, each player (you first) either sacrifices one of his developments or deals 1 damage to every section of his own capital.',
  abilities: [
    forced({
      zone: 'battlefield',
      when: beginTurn(),
      effect: eachPlayer(
        // FAQ "The Word Or": a player without a development must take the damage.
        chooseOne(
          [
            { label: 'sacrifice one of your developments', if: exists(yourDevelopment), do: sacrifice(choose(yourDevelopment, { by: EACH_PLAYER, label: 'your development to sacrifice' })) },
            { label: 'deal 1 damage to each section of your capital', do: damage(sectionsOf(EACH_PLAYER), 1) },
          ],
          EACH_PLAYER,
        ),
      ),
    }),
  ],
});
