import { action, choice, chosen, quest, returnToHand, reveal, search, shuffleDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The whole deck is searched: any depth above a deck's size will do. */
const WHOLE_DECK = 999;

export default defineCard(import.meta.url, '03056', {
  text: 'Action: look through your entire deck for a quest card (you need not find one); show the one you take to both players and add it to your hand; your deck is shuffled afterwards.',
  abilities: [
    action({
      effect: [
        choice('map', search(WHOLE_DECK, quest(), { label: 'quest card to reveal and take (pass: none)' })),
        reveal(chosen('map')),
        returnToHand(chosen('map')),
        // "Then" follows the search itself, which resolves whether or not a quest is taken.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
