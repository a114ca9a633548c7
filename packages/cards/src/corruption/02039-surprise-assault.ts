import { action, atLeast, chosenNumber, count, development, ifThen, indirectDamage, OPPONENT, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Your developments in your battlefield, counted as it resolves. */
const X = count(development({ controller: YOU, zone: 'battlefield' }));

export default defineCard(import.meta.url, '02039', {
  text: 'Action: choose a target player (your opponent or yourself); he is dealt X indirect damage, which he assigns himself, X being how many developments you have in your battlefield as it resolves.',
  abilities: [
    action({
      // The target player is picked as it is played (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: ifThen(atLeast(chosenNumber('player'), 1), indirectDamage(YOU, X), indirectDamage(OPPONENT, X)),
    }),
  ],
});
