import { addTokens, constant, endTurn, forced, is, QUESTER, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03032', {
  text: 'Quest. Its questing unit may be declared as an attacker from the quest zone, as if it stood in your battlefield (it stays here: Battlefield abilities stay off). Quest. Resource tokens here can be spent like resources of your pool. Quest. Forced: at the end of every turn, if the unit questing here attacked or defended during it, add 1 resource token here.',
  abilities: [
    constant({ id: 'attackFromQuest', zone: 'quest', affects: unit({ is: QUESTER }), modify: { attackFromAnyZone: true } }),
    constant({ id: 'spendTokens', zone: 'quest', rules: { tokensAsResources: true } }),
    forced({
      zone: 'quest',
      when: endTurn('any', { if: is(QUESTER, { or: [{ thisTurn: 'attacked' }, { thisTurn: 'defended' }] }) }),
      effect: addTokens(SELF, 1),
    }),
  ],
});
