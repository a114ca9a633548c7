import { action, andThen, choice, count, destroy, development, developFromDeck, section, support, TARGET, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** X: the developments its player controls, read when the target is checked (on play, then again on resolution). */
const X = count(development({ controller: YOU }));

export default defineCard(import.meta.url, '06083', {
  text: 'Rune. Action: your deck\'s top card goes facedown into a zone of yours (your pick) as a development; after that, one target support card whose cost is at most X is destroyed, X counting the developments you control.',
  abilities: [
    action({
      target: support({ printedCost: { max: X } }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, label: 'zone the development goes into' })),
        developFromDeck(YOU, 1, { chosen: 'zone' }),
        andThen(destroy(TARGET)),
      ],
    }),
  ],
});
