import { action, atLeast, healCapital, sectionsOf, sum, YOU, YOUR_TURN, zoneDamageOf } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const capitalDamage = sum(zoneDamageOf(YOU, 'kingdom'), zoneDamageOf(YOU, 'quest'), zoneDamageOf(YOU, 'battlefield'));

export default defineCard(import.meta.url, '02102', {
  text: 'Epic Spell. Only in your own turn. Action: every damage token is removed from all three sections of your capital (burn tokens stay).',
  abilities: [
    action({
      if: YOUR_TURN,
      // Healing needs damage to remove (FAQ: Healing): with none, it cannot be played.
      canResolve: atLeast(capitalDamage, 1),
      effect: healCapital(sectionsOf(YOU), 'all'),
    }),
  ],
});
