import { beginTurn, choose, constant, EACH_PLAYER, eachPlayer, forced, sacrifice, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01092', {
  text: 'Damage (all of it, while this unit is in play) cannot be cancelled. Forced: at the beginning of your turn, each player sacrifices one of his units in this zone\'s corresponding zone (the active player first).',
  abilities: [
    constant({ rules: { damageUncancellable: 'all' } }),
    forced({
      when: beginTurn(),
      effect: eachPlayer(sacrifice(choose(unit({ controller: EACH_PLAYER, zone: 'corresponding' }), { by: EACH_PLAYER, label: 'your unit to sacrifice' }))),
    }),
  ],
});
