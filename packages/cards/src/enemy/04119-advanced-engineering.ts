import { action, anyCard, beginTurn, choose, toDeck } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04119', {
  text: 'Siege. Action, usable once at the start of your turn (first action window): look at your top 2 deck cards; one goes to the bottom of your deck, the other stays on top.',
  abilities: [
    action({
      when: beginTurn(),
      // Looking, not searching: picking the card for the bottom leaves the other one on top.
      effect: toDeck(choose(anyCard(), { from: 'deckTop', depth: 2, label: 'card to put on the bottom of your deck (the other stays on top)' }), { bottom: true }),
    }),
  ],
});
