import { action, attacks, choice, chosen, development, pickedCount, putIntoPlay, sacrifice, search, shuffleDeck, unit, upTo, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const ANY_NUMBER = 99;

export default defineCard(import.meta.url, '06073', {
  text: 'Action, usable once right after this unit is declared as an attacker: as its cost you sacrifice any number X of your developments (0 too); you then search your five topmost deck cards for one unit whose printed cost is at most X, which enters your battlefield as an attacker in this combat; your deck is shuffled afterwards.',
  abilities: [
    action({
      when: attacks(),
      // FAQ (costs): what comes before "to" is the cost, paid as the action is initiated.
      cost: sacrifice(upTo(ANY_NUMBER, development({ controller: YOU }), { name: 'devs', label: 'developments to sacrifice (X; pass when done)' })),
      effect: [
        choice('found', search(5, unit({ printedCost: { max: pickedCount('devs') } }), { label: 'unit to put into your battlefield, attacking (pass: none)' })),
        putIntoPlay(chosen('found'), 'battlefield', { attacking: true }),
        // "Then" hangs on the search, which resolves even when nothing is found.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
