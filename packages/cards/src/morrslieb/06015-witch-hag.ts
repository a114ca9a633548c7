import { action, atLeast, chosenNumber, corrupt, discardDeckTop, ifThen, OPPONENT, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06015', {
  text: 'Sorcerer. Action: corrupt this unit (cost) and choose a target player (your opponent or yourself): the card on top of his deck goes to his discard pile.',
  abilities: [
    action({
      // The target player is picked as it is used (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      cost: corrupt(SELF),
      effect: ifThen(atLeast(chosenNumber('player'), 1), discardDeckTop(YOU, 1), discardDeckTop(OPPONENT, 1)),
    }),
  ],
});
