import { action, atLeast, beginTurn, chosenNumber, discardDeckTop, ifThen, OPPONENT, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04039', {
  text: 'Location. Action, usable once at the beginning of each of your turns (at your first opportunity): choose a target player, you or your opponent; the top card of his deck goes to his discard pile.',
  abilities: [
    action({
      when: beginTurn(YOU),
      // The target player is picked as it is initiated (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: ifThen(atLeast(chosenNumber('player'), 1), discardDeckTop(YOU, 1), discardDeckTop(OPPONENT, 1)),
    }),
  ],
});
