import { action, andThen, choose, destroy, EACH_PLAYER, eachPlayer, indirectDamage, sacrifice, support, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04090', {
  text: 'Action: sacrifice one of your units (the cost) to destroy one target Building support card; then both players are dealt 3 indirect damage, each assigning his own (the active player first).',
  abilities: [
    action({
      target: support({ trait: 'Building' }),
      cost: sacrifice(choose(unit({ controller: YOU }), { label: 'unit of yours to sacrifice' })),
      effect: [destroy(TARGET), andThen(eachPlayer(indirectDamage(EACH_PLAYER, 3)))],
    }),
  ],
});
