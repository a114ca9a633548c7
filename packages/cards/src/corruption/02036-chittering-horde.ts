import { action, anyCard, chosen, choice, returnToHand, reveal, search, shuffleDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02036', {
  text: 'Skaven. Action: search the 5 topmost cards of your deck; reveal as many of the Skaven cards found as you like and take them into your hand; then the searched cards left are shuffled back into your deck.',
  abilities: [
    action({
      effect: [
        choice('found', search(5, anyCard({ trait: 'Skaven' }), { max: 99, label: 'Skaven card to reveal and take (pass when done)' })),
        reveal(chosen('found')),
        returnToHand(chosen('found')),
        shuffleDeck(YOU),
      ],
    }),
  ],
});
