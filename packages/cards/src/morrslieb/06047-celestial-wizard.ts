import { action, addTokens, andThen, atLeast, chooseOne, damage, each, EACH, played, removeTokens, SELF, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06047', {
  text: "Mage. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token; then its controller may remove 2 resource tokens from it to deal 1 damage to every unit in this unit's zone on both players' capitals (itself included).",
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      effect: [
        addTokens(SELF, 1),
        andThen(
          chooseOne([
            { label: "remove 2 tokens: 1 damage to each unit in this unit's zone on both capitals", if: atLeast(tokensOn(SELF), 2), do: [removeTokens(SELF, 2), andThen(each(unit({ zone: 'corresponding' }), damage(EACH, 1)))] },
            { label: 'remove no tokens', do: [] },
          ]),
        ),
      ],
    }),
  ],
});
