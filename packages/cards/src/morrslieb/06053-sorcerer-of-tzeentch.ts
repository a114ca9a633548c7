import { action, addTokens, andThen, damage, played, SELF, TARGET, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06053', {
  text: 'Sorcerer. Action: when you play a development from your hand, choose one target unit. On resolution a resource token is put on this unit (part of the effect, not a cost); then the target is dealt as much damage as this unit now has resource tokens.',
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      target: unit(),
      // Out of play it takes no token, and the "then" part does not happen.
      effect: [addTokens(SELF, 1), andThen(damage(TARGET, tokensOn(SELF)))],
    }),
  ],
});
