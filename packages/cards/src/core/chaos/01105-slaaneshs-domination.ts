import { action, atLeast, atRandom, chosen, choice, fromHand, handSizeOf, OPPONENT, playTacticFree, tactic } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01105', {
  text: "Action: reveal up to 3 random cards from an opponent's hand. You may play each revealed tactic as though you held it, at no cost (X is 0).",
  abilities: [
    action({
      if: atLeast(handSizeOf(OPPONENT), 1),
      effect: [
        choice('revealed', atRandom(fromHand({}, { whose: OPPONENT, min: 0, max: 3 }))),
        choice('toPlay', fromHand(tactic({ is: chosen('revealed') }), { whose: OPPONENT, min: 0, max: 3, label: 'revealed tactic to play for free (pass when done)' })),
        playTacticFree(chosen('toPlay')),
      ],
    }),
  ],
});
