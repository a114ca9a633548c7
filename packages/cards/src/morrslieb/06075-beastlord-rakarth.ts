import { action, anyCard, atRandom, attacks, choice, chosen, fromHand, OPPONENT, putIntoPlay } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06075', {
  text: 'Hero (one per zone). Action, usable once right after this unit is declared as an attacker: a card taken at random from the defending player\'s hand enters play face down as a development (his) in the zone under attack; nobody is shown which card it was.',
  abilities: [
    action({
      when: attacks(),
      effect: [
        // Picked at random, not revealed: the attacker must not learn it (it goes facedown).
        choice('taken', atRandom(fromHand(anyCard(), { whose: OPPONENT, max: 1, label: "random card of the defending player's hand" }), { facedown: true })),
        putIntoPlay(chosen('taken'), 'attacked', { asDevelopment: true, controller: OPPONENT }),
      ],
    }),
  ],
});
