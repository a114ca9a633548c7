import { action, atLeast, attacks, chosenNumber, discardDeckTop, ifThen, OPPONENT, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06035', {
  text: 'Witch Elf. Action, usable once right after this unit is declared as an attacker: choose a target player (your opponent or yourself): the 2 cards on top of his deck go to his discard pile.',
  abilities: [
    action({
      when: attacks(),
      // The target player is picked as it is used (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: ifThen(atLeast(chosenNumber('player'), 1), discardDeckTop(YOU, 2), discardDeckTop(OPPONENT, 2)),
    }),
  ],
});
