import { action, anyCard, choice, chosen, returnToHand, search, shuffleDeck, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03038', {
  text: 'Spell. Played only during your own turn. Action: you search your deck\'s 5 topmost cards (search bonuses add more), take one of them of your choice into your hand without showing it, and afterwards shuffle your deck.',
  abilities: [
    action({
      if: YOUR_TURN,
      effect: [
        // Any card qualifies, so one is always taken (no "may"); only its player sees the searched cards.
        choice('found', search(5, anyCard(), { min: 1, label: 'card to take into your hand' })),
        returnToHand(chosen('found')),
        // "Then": the search always resolves, so the shuffle (the state's seeded PRNG) always follows.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
