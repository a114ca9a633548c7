import { action, andThen, choice, chooseNumber, chosenNumber, discardHand, draw, handSizeOf, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Your hand's size as it resolves, noted before it is discarded (a number with a single value is picked by itself). */
const HAND = handSizeOf(YOU);

export default defineCard(import.meta.url, '04060', {
  text: 'Action: put every card of your hand into your discard pile, then draw that many cards.',
  abilities: [
    action({
      effect: [choice('n', chooseNumber(HAND, HAND, { label: 'cards in your hand' })), discardHand(YOU), andThen(draw(YOU, chosenNumber('n')))],
    }),
  ],
});
