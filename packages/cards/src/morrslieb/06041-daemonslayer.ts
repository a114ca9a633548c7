import { action, addTokens, constant, played, SELF, tokensOn, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06041', {
  text: 'Slayer. This unit has Toughness equal to the number of resource tokens on it. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token.',
  abilities: [
    constant({ modify: { keywords: { toughness: tokensOn(SELF) } } }),
    action({ when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }), effect: addTokens(SELF, 1) }),
  ],
});
