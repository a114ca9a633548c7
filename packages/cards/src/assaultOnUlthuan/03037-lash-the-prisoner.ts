import { action, andThen, choose, exists, gainResources, sacrifice, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03037', {
  text: 'Action: as it resolves, you sacrifice one of your units (your pick, not a target; not a cost); only if a unit was sacrificed do you gain 2 resources.',
  abilities: [
    action({
      // With no unit of yours to sacrifice nothing could resolve.
      canResolve: exists(unit({ controller: YOU })),
      effect: [sacrifice(choose(unit({ controller: YOU }), { label: 'unit to sacrifice' })), andThen(gainResources(YOU, 2))],
    }),
  ],
});
