import { action, atLeast, fromDiscard, QUESTER, questTokenEachTurn, sacrifice, SELF, shuffleDeck, TARGET, toDeck, tokensOn, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** X: the tokens on this quest as the targets are declared, before the cost (the quester leaving discards them). */
const X_TOKENS = tokensOn(SELF);

export default defineCard(import.meta.url, '01121', {
  text: "Quest. Action: sacrifice the unit questing here: X target cards of your discard pile are shuffled into your deck, X being this quest's resource tokens as the targets are chosen (before the cost removes them). Quest. Forced: as your turn begins, this quest gets 1 resource token if a unit quests on it.",
  abilities: [
    action({
      zone: 'quest',
      canResolve: atLeast(X_TOKENS, 1),
      target: fromDiscard({}, { whose: YOU, min: X_TOKENS, max: X_TOKENS, targeting: true, label: 'card of your discard pile to shuffle into your deck' }),
      cost: sacrifice(QUESTER),
      effect: [toDeck(TARGET), shuffleDeck(YOU)],
    }),
    questTokenEachTurn(),
  ],
});
