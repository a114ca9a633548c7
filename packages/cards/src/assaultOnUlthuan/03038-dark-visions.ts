import { action, anyCard, choice, chosen, returnToHand, search, shuffleDeck, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03038', {
  text: 'Spell. Played only during your own turn. Action: you search your deck\'s 5 topmost cards (search bonuses add more) and may take one of them of your choice into your hand without showing it (you need not find one); afterwards you shuffle your deck.',
  abilities: [
    action({
      if: YOUR_TURN,
      effect: [
        // A search need not find its object, even where any card qualifies (Conquest FAQ 1.3, as Ancient
        // Map and Empty the Hold): he may pass. Only its player sees the searched cards.
        choice('found', search(5, anyCard(), { label: 'card to take into your hand (pass: none)' })),
        returnToHand(chosen('found')),
        // "Then": the search resolves whether or not a card is taken, so the shuffle (the state's seeded PRNG) always follows.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
