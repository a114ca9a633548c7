import { andThen, chosen, choice, entersPlay, forced, putIntoPlay, search, shuffleDeck, support, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01008', {
  text: "Forced: on entering play, search your deck's top 5 cards; you may put a support among them whose printed cost is at most 2 into play here; afterwards, shuffle your deck.",
  abilities: [
    forced({
      when: entersPlay(),
      effect: [
        choice('found', search(5, support({ printedCost: { max: 2 }, notTrait: 'Attachment' }), { label: 'support to put into play' })),
        putIntoPlay(chosen('found'), 'this'),
        // "Then": the shuffle needs the search; searching resolves even when nothing is taken.
        andThen(shuffleDeck(YOU)),
      ],
    }),
  ],
});
