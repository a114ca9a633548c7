import { action, entersPlay, OPPONENT, returnToHand, SELF, target, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06087', {
  text: 'Knight, Elite. Action, once after it enters play (first opportunity): choose another unit you control and a unit an opponent controls as targets; each goes back to its owner\'s hand.',
  abilities: [
    action({
      when: entersPlay(),
      targets: [unit({ controller: YOU, not: SELF }), unit({ controller: OPPONENT })],
      effect: [returnToHand(target(0)), returnToHand(target(1))],
    }),
  ],
});
