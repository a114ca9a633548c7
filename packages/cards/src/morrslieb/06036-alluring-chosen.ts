import { action, entersDiscard, gain, OPPONENT, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06036', {
  text: "Sorcerer. Triggered action, once for each unit card that goes into an opponent's discard pile (from play, his hand or his deck): this unit gets +1 power for the rest of the turn.",
  abilities: [
    // a card reaches the pile as its printed type (FAQ Q&A, Offering to Hekarti): a unit card, wherever it came from
    action({ when: entersDiscard(unit({ owner: OPPONENT })), effect: gain(SELF, { power: 1 }) }),
  ],
});
