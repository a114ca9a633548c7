import { action, addTokens, andThen, atLeast, chooseOne, damage, each, EACH, played, removeTokens, SELF, tokensOn, unit, YOU, type ZoneName } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const zones: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

export default defineCard(import.meta.url, '06047', {
  text: "Mage. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token; then its controller may remove 2 resource tokens from it to deal 1 damage to every unit in one zone name he picks, on both players' capitals.",
  abilities: [
    action({
      when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }),
      effect: [
        addTokens(SELF, 1),
        andThen(
          chooseOne([
            ...zones.map((z) => ({ label: `remove 2 tokens: 1 damage to each unit in both ${z} zones`, if: atLeast(tokensOn(SELF), 2), do: [removeTokens(SELF, 2), andThen(each(unit({ zone: z }), damage(EACH, 1)))] })),
            { label: 'remove no tokens', do: [] },
          ]),
        ),
      ],
    }),
  ],
});
