import { action, choose, gain, sacrifice, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02073', {
  text: 'Daemon. Battlefield. Action: sacrifice one of your corrupt units (the cost): this unit has +1 power for the rest of the turn. No limit on uses.',
  abilities: [
    action({
      zone: 'battlefield',
      cost: sacrifice(choose(unit({ controller: YOU, corrupt: true }), { label: 'corrupt unit to sacrifice' })),
      effect: gain(SELF, { power: 1 }),
    }),
  ],
});
