import { action, moveDamage, TARGET, target, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04084', {
  text: "Action: target a damaged unit and another unit (either player's, any zones); 1 damage moves from the first onto the second.",
  abilities: [
    action({
      targets: [unit({ damaged: true }), unit({ not: TARGET })],
      // FAQ Q&A: moved damage is not dealt, so nothing cancels it.
      effect: moveDamage(TARGET, target(1), 1),
    }),
  ],
});
