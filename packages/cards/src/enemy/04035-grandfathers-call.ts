import { action, anyCard, choice, choose, chosen, returnToHand, reveal, sacrifice, search, shuffleDeck, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** "Any number": no more than the searched cards, so any bound above the deck's size will do. */
const ANY_NUMBER = 99;

export default defineCard(import.meta.url, '04035', {
  text: 'Spell. Action: sacrifice one of your units (the cost): search your top 5 deck cards (search bonuses add more), reveal as many Disease cards among them as you wish and take them into your hand, then shuffle your deck.',
  abilities: [
    action({
      cost: sacrifice(choose(unit({ controller: YOU }), { label: 'unit to sacrifice' })),
      effect: [
        choice('found', search(5, anyCard({ trait: 'Disease' }), { max: ANY_NUMBER, label: 'Disease cards to reveal and take into your hand (pass when done)' })),
        reveal(chosen('found')),
        returnToHand(chosen('found')),
        // The rest go back: the deck is shuffled whether or not a card was taken.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
