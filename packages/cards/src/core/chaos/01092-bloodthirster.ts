import { beginTurn, choose, constant, EACH_PLAYER, eachPlayer, forced, sacrifice, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01092', {
  text: 'While this unit is in play, no damage from any source can be cancelled. Forced: as your turn begins, every player (the active one first) sacrifices one of his own units from the zone of this name on his capital.',
  abilities: [
    constant({ rules: { damageUncancellable: 'all' } }),
    forced({
      when: beginTurn(),
      effect: eachPlayer(sacrifice(choose(unit({ controller: EACH_PLAYER, zone: 'corresponding' }), { by: EACH_PLAYER, label: 'your unit to sacrifice' }))),
    }),
  ],
});
