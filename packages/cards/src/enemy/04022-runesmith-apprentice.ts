import { action, anyCard, choice, chosen, entersPlay, returnToHand, reveal, search, shuffleDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** "Any number": no more than the searched cards, so any bound above the deck's size will do. */
const ANY_NUMBER = 99;

export default defineCard(import.meta.url, '04022', {
  text: 'Action, usable once after this unit enters play: search your top 5 deck cards (search bonuses add more), reveal as many Rune cards among them as you wish and take them into your hand, then shuffle your deck.',
  abilities: [
    action({
      when: entersPlay(),
      effect: [
        choice('runes', search(5, anyCard({ trait: 'Rune' }), { max: ANY_NUMBER, label: 'Rune cards to reveal and take into your hand (pass when done)' })),
        reveal(chosen('runes')),
        returnToHand(chosen('runes')),
        // "Then": the shuffle follows the search whether or not a Rune was taken.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
