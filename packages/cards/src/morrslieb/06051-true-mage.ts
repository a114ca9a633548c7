import { action, addTokens, andThen, EACH_PLAYER, eachPlayer, indirectDamage, played, SELF, tokensOn, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06051', {
  text: 'Mage. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token; then each player, you included, takes indirect damage equal to the tokens now on it.',
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      effect: [addTokens(SELF, 1), andThen(eachPlayer(indirectDamage(EACH_PLAYER, tokensOn(SELF))))],
    }),
  ],
});
