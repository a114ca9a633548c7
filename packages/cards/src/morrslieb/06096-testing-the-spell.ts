import { action, andThen, choice, count, development, developFromDeck, section, takeControl, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** X: the developments its player controls, read when the target is checked (on play, then again on resolution). */
const X = count(development({ controller: YOU }));

export default defineCard(import.meta.url, '06096', {
  text: "Spell. Action: your deck's top card goes facedown into a zone of yours (your pick) as a development; after that, you control one target unit whose printed cost is at most X until the end of the turn, in your zone of the same name, X counting the developments you control.",
  abilities: [
    action({
      target: unit({ printedCost: { max: X } }),
      effect: [
        choice('zone', section({ whose: YOU, unburned: false, targeting: false, label: 'zone the development goes into' })),
        developFromDeck(YOU, 1, { chosen: 'zone' }),
        andThen(takeControl(TARGET, 'turn')),
      ],
    }),
  ],
});
