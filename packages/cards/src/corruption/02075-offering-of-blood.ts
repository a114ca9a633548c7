import { action, andThen, choose, damage, exists, OPPONENT, sacrifice, sectionsOf, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02075', {
  text: 'Action: sacrifice one of your units; if you did, every section of your opponent\'s capital is dealt 1 damage (a burning section takes none).',
  abilities: [
    action({
      // With no unit of yours to sacrifice nothing could resolve.
      canResolve: exists(unit({ controller: YOU })),
      effect: [sacrifice(choose(unit({ controller: YOU }), { label: 'unit to sacrifice' })), andThen(damage(sectionsOf(OPPONENT), 1))],
    }),
  ],
});
