import { action, addTokens, andThen, gain, played, SELF, sum, TARGET, tokensOn, unit, upTo, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06055', {
  text: "Sorcerer. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token; then up to X target units (either player's; X = its tokens once the new one is on, the targets being picked as the action is used) have 2 less power until the end of the turn.",
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      // Targets are declared as the action is used (FAQ: Triggering a Card Effect), X counting the token it is about to place.
      target: upTo(sum(tokensOn(SELF), 1), unit(), { label: 'units to lose 2 power this turn (up to its tokens, the new one counted)' }),
      effect: [addTokens(SELF, 1), andThen(gain(TARGET, { power: -2 }))],
    }),
  ],
});
