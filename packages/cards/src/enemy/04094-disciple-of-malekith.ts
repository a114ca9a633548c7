import { action, anyCard, entersDiscard, gain, OPPONENT, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04094', {
  text: 'Action, usable once each time cards go from an opponent\'s hand to his discard pile (one use for the cards discarded together, whatever effect discards them): this unit has 1 more power for the rest of the turn.',
  abilities: [action({ when: entersDiscard(anyCard({ owner: OPPONENT }), { from: 'hand', batch: true }), effect: gain(SELF, { power: 1 }) })],
});
