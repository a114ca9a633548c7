import { action, atLeast, chosenNumber, discardDeckTop, ifThen, OPPONENT, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04019', {
  text: 'Destruction only. Action: choose a target player (your opponent or yourself): the top 2 cards of his deck go to his discard pile.',
  abilities: [
    action({
      // The target player is picked as it is played (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: ifThen(atLeast(chosenNumber('player'), 1), discardDeckTop(YOU, 2), discardDeckTop(OPPONENT, 2)),
    }),
  ],
});
