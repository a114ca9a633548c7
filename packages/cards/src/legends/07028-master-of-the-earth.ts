import { action, atLeast, chosenNumber, count, development, ifThen, indirectDamage, OPPONENT, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const X = count(development({ controller: YOU }));

export default defineCard(import.meta.url, '07028', {
  text: 'Spell. Action: choose a target player (your opponent or yourself); he is dealt indirect damage equal to the number of developments you control as it resolves.',
  abilities: [
    action({
      // The target player is picked as it is played (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: ifThen(atLeast(chosenNumber('player'), 1), indirectDamage(YOU, X), indirectDamage(OPPONENT, X)),
    }),
  ],
});
