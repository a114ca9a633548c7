import { action, choose, EACH, each, gain, sacrifice, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01104', {
  text: 'Action: sacrifice one of your units (the cost): each unit in your battlefield as this resolves gets +1 power for the rest of the turn.',
  abilities: [
    action({
      cost: sacrifice(choose(unit({ controller: YOU }), { label: 'your unit to sacrifice' })),
      effect: each(unit({ controller: YOU, zone: 'battlefield' }), gain(EACH, { power: 1 })),
    }),
  ],
});
