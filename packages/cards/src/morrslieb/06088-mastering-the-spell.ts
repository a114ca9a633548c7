import { action, andThen, choice, count, development, developFromDeck, move, section, TARGET, unit, YOU, zoneFor } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** X: the developments its player controls, read when the target is checked (on play, then again on resolution). */
const X = count(development({ controller: YOU }));

export default defineCard(import.meta.url, '06088', {
  text: "Spell. Action: your deck's top card goes facedown into a zone of yours (your pick) as a development; after that, one target unit (either player's) whose printed cost is at most X moves to a different zone of its controller, X counting the developments you control.",
  abilities: [
    action({
      target: unit({ printedCost: { max: X } }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, label: 'zone the development goes into' })),
        developFromDeck(YOU, 1, { chosen: 'zone' }),
        andThen(choice('to', zoneFor(TARGET, { label: 'zone of its controller to move it to' })), move(TARGET, { chosen: 'to' })),
      ],
    }),
  ],
});
