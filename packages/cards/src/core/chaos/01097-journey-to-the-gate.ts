import { action, and, atLeast, discardHand, OPPONENT, QUESTER, questTokenEachTurn, sacrifice, SELF, tokensOn, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01097', {
  text: 'Quest. Action: during your turn, while this quest holds 3 or more resource tokens, sacrifice the unit questing here: your opponent discards his whole hand. Quest. Forced: as your turn begins, put 1 resource token here while a unit quests on it.',
  abilities: [
    action({ zone: 'quest', if: and(YOUR_TURN, atLeast(tokensOn(SELF), 3)), cost: sacrifice(QUESTER), effect: discardHand(OPPONENT) }),
    questTokenEachTurn(),
  ],
});
