import { action, addTokens, andThen, choice, chosen, gain, played, SELF, tokensOn, unit, upTo, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06055', {
  text: "Sorcerer. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token; then up to X target units (either player's; X = the tokens now on it) have 2 less power until the end of the turn.",
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      // The targets are picked after the token is placed: X counts it.
      effect: [
        addTokens(SELF, 1),
        andThen(choice('weak', upTo(tokensOn(SELF), unit(), { targeting: true, label: 'units to lose 2 power this turn (up to its tokens)' })), gain(chosen('weak'), { power: -2 })),
      ],
    }),
  ],
});
