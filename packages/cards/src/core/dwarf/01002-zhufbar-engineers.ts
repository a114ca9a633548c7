import { choose, forced, leavesPlay, OPPONENT, sacrifice, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01002', {
  text: 'Forced: when this unit leaves play (to any pile), its opponent picks one of his own units in the zone of the same name as the one it left and sacrifices it; with none there, nothing happens.',
  abilities: [
    forced({
      when: leavesPlay(),
      effect: sacrifice(choose(unit({ controller: OPPONENT, zone: 'corresponding' }), { by: OPPONENT, label: 'your unit in the corresponding zone to sacrifice' })),
    }),
  ],
});
