import { beginTurn, chooseOne, corrupt, choose, damage, EACH_PLAYER, eachPlayer, exists, forced, section, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const yourUnitHere = unit({ controller: EACH_PLAYER, zone: 'corresponding', corruptible: true });

export default defineCard(import.meta.url, '01096', {
  text: 'Warpstone. Forced: at the beginning of your turn, each player either corrupts one of his units in the corresponding zone or deals 1 damage to his own capital (he chooses the section).',
  abilities: [
    forced({
      when: beginTurn(),
      effect: eachPlayer(
        // FAQ "The Word Or": only an option he can carry out completely is offered.
        chooseOne(
          [
            { label: 'corrupt one of your units in this corresponding zone', if: exists(yourUnitHere), do: corrupt(choose(yourUnitHere, { by: EACH_PLAYER })) },
            { label: 'deal 1 damage to a section of your capital', do: damage(section({ whose: EACH_PLAYER, by: EACH_PLAYER, targeting: false }), 1) },
          ],
          EACH_PLAYER,
        ),
      ),
    }),
  ],
});
