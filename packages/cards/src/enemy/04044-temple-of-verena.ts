import { action, addTokens, atLeast, beginTurn, choice, chooseNumber, chosenNumber, constant, least, loseResources, resourcesOf, SELF, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04044', {
  text: 'Resource tokens on this support can be spent by you like resources of your pool. Action, usable once as your turn begins: move 0, 1 or 2 resources (you pick how many, as it resolves) from your pool onto this card as resource tokens. (Errata: "at the beginning of your turn".)',
  abilities: [
    constant({ id: 'spendTokens', rules: { tokensAsResources: true } }),
    action({
      when: beginTurn(),
      // with an empty pool nothing could move: no use is offered (FAQ: Triggering a Card Effect)
      canResolve: atLeast(resourcesOf(YOU), 1),
      effect: [
        choice('n', chooseNumber(0, least(2, resourcesOf(YOU)), { label: 'resources to put on Temple of Verena' })),
        loseResources(YOU, chosenNumber('n')),
        addTokens(SELF, chosenNumber('n')),
      ],
    }),
  ],
});
