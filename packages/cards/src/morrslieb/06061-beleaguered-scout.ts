import { action, choose, damage, development, sacrifice, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06061', {
  text: 'Ranger. Action: sacrifice one of your developments: one target attacking unit is dealt 1 damage.',
  abilities: [
    action({
      cost: sacrifice(choose(development({ controller: YOU }), { label: 'development to sacrifice' })),
      target: unit({ attacking: true }),
      effect: damage(TARGET, 1),
    }),
  ],
});
