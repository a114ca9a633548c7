import { action, anyCard, choice, chosen, entersPlay, returnToHand, reveal, search, shuffleDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06089', {
  text: 'Mage. Action, usable once right after this unit enters play: look through the 5 topmost cards of your deck (search bonuses add more) for a Spell; the one you take is shown to both players and goes into your hand (you need not find one). Afterwards your deck is shuffled.',
  abilities: [
    action({
      when: entersPlay(),
      effect: [
        // A search need not find its object: he may pass, and is asked even when no Spell is there.
        choice('found', search(5, anyCard({ trait: 'Spell' }), { label: 'Spell to reveal and take into your hand (pass: none)' })),
        reveal(chosen('found')),
        returnToHand(chosen('found')),
        shuffleDeck(YOU),
      ],
    }),
  ],
});
