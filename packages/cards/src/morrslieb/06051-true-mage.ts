import { action, addTokens, andThen, choice, chooseNumber, chosenNumber, EACH_PLAYER, eachPlayer, indirectDamage, played, SELF, tokensOn, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const TOKENS = tokensOn(SELF);

export default defineCard(import.meta.url, '06051', {
  text: 'Mage. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token; then each player, you included, takes indirect damage equal to the tokens now on it (counted once, before anyone assigns).',
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      // X is fixed once the token is on: the Mage destroyed by the first player's share does not lower the second's.
      effect: [addTokens(SELF, 1), andThen(choice('x', chooseNumber(TOKENS, TOKENS, { label: 'X: its resource tokens' })), eachPlayer(indirectDamage(EACH_PLAYER, chosenNumber('x'))))],
    }),
  ],
});
