import { choose, constant, development, sacrifice, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06082', {
  text: 'Warrior. As you play it from your hand, you may pay for it by sacrificing three developments you control (your pick, from any of your zones) instead of paying its cost, which is then 0; its loyalty cost is still paid.',
  abilities: [
    constant({
      rules: { alternativeCost: sacrifice(choose(development({ controller: YOU }), { min: 3, max: 3, label: 'development of yours to sacrifice (3 in all)' })) },
    }),
  ],
});
