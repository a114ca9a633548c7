import { chosen, choice, entersPlay, forced, putIntoPlay, search, shuffleDeck, support, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01008', {
  text: "Forced: on entering play, search your deck's top 5 cards; you may put a support among them whose printed cost is at most 2 (not an Attachment, which would need a host) into play here; afterwards, shuffle your deck.",
  abilities: [
    forced({
      when: entersPlay(),
      effect: [
        choice('found', search(5, support({ printedCost: { max: 2 }, notTrait: 'Attachment' }), { label: 'support to put into play' })),
        putIntoPlay(chosen('found'), 'this'),
        // FAQ Multiple Effects: "then" hangs on the search, which resolves even when nothing is put into play.
        shuffleDeck(YOU),
      ],
    }),
  ],
});
