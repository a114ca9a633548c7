import { action, anyCard, choose, played, toDeck, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06111', {
  text: 'Building. Triggered action, each time you put a card from your hand into play as a development: you look at the card on top of your deck and either leave it there or move it to the bottom of your deck.',
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      // Looking, not searching: he is asked even with an empty deck, so nothing shows what is there.
      effect: toDeck(choose(anyCard(), { from: 'deckTop', depth: 1, min: 0, label: 'put your top card on the bottom of your deck (pass: leave it on top)' }), { bottom: true }),
    }),
  ],
});
