import { action, addTokens, constant, played, SELF, tactic, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06042', {
  text: 'Priest. Its controller may pay with the resource tokens on this unit, as with resources, toward the cost of any tactic he plays. Triggered action, each time you put a card from your hand into play as a development: this unit gains 1 resource token.',
  abilities: [
    constant({ id: 'spendTokens', rules: { tokensAsResources: { for: tactic() } } }),
    action({ when: played(undefined, { player: YOU, asDevelopment: true, fromHand: true }), effect: addTokens(SELF, 1) }),
  ],
});
