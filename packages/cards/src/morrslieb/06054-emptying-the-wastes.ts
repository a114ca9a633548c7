import { action, anyCard, choice, choose, chosen, ifThen, is, questTokenOnDevelopment, removeTokensFrom, returnToHand, reveal, SELF, toDeck, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06054', {
  text: 'Triggered action, each time you put a card from your hand into play as a development: if a unit is questing on this quest when it resolves, it gains 1 resource token. Action: remove 2 resource tokens from it (the cost): your deck\'s top card is shown to both players; a unit card goes into your hand, any other card to the bottom of your deck.',
  abilities: [
    questTokenOnDevelopment(),
    action({
      cost: removeTokensFrom(SELF, 2),
      effect: [
        choice('top', choose(anyCard(), { from: 'deckTop', depth: 1, ifNone: 'continue', label: 'the top card of your deck' })),
        reveal(chosen('top')),
        ifThen(is(chosen('top'), unit()), returnToHand(chosen('top')), toDeck(chosen('top'), { bottom: true })),
      ],
    }),
  ],
});
