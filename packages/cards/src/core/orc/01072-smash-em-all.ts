import { action, atLeast, destroy, EACH, each, exists, OPPONENT, QUESTER, questTokenEachTurn, sacrifice, SELF, support, tokensOn } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01072', {
  text: 'Quest. Action: usable only while this quest holds 3 or more resource tokens; sacrifice the unit questing here: every support card your opponent controls is destroyed. Quest. Forced: as your turn begins, this quest gets 1 resource token if a unit quests on it.',
  abilities: [
    action({ zone: 'quest', if: atLeast(tokensOn(SELF), 3), canResolve: exists(support({ controller: OPPONENT })), cost: sacrifice(QUESTER), effect: each(support({ controller: OPPONENT }), destroy(EACH)) }),
    questTokenEachTurn(),
  ],
});
