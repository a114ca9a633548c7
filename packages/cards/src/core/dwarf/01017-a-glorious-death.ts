import { action, atLeast, destroy, QUESTER, questTokenEachTurn, sacrifice, SELF, TARGET, targetOf, tokensOn, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01017', {
  text: 'Quest. Action (only while 3 or more resource tokens are on this quest): as a cost, sacrifice the unit questing here; destroy one or two attacking units you target. Quest. Forced: at the beginning of your turn, if a unit quests here, add 1 resource token to this card.',
  abilities: [
    action({
      zone: 'quest',
      if: atLeast(tokensOn(SELF), 3),
      cost: sacrifice(QUESTER),
      target: targetOf(unit({ attacking: true }), { min: 1, max: 2, label: 'attacking units to destroy (pass after the first to take one)' }),
      effect: destroy(TARGET),
    }),
    questTokenEachTurn(),
  ],
});
