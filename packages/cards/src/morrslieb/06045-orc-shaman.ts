import { action, addTokens, andThen, choice, chooseNumber, chosenNumber, damageOn, hitPointsOf, least, minus, moveDamage, played, SELF, TARGET, THIS_SECTION, tokensOn, unit, YOU, zoneDamageOf } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06045', {
  text: "Sorcerer. Action: when you play a development from your hand, choose one target unit you control. On resolution a resource token is put on this unit (part of the effect); then you pick a number from 0 up to this unit's token count and move that much damage from this zone of your capital onto the target (never more than destroys it).",
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      target: unit({ controller: YOU }),
      effect: [
        addTokens(SELF, 1),
        andThen(
          choice('x', chooseNumber(0, least(tokensOn(SELF), zoneDamageOf(YOU, 'this'), minus(hitPointsOf(TARGET), damageOn(TARGET))), { label: 'damage to move from this zone of your capital' })),
          moveDamage(THIS_SECTION, TARGET, chosenNumber('x')),
        ),
      ],
    }),
  ],
});
