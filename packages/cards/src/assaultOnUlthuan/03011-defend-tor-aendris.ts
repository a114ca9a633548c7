import { addTokens, constant, endTurn, forced, is, QUESTER, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03011', {
  text: 'Quest. Its questing unit may be declared as a defender whichever of your zones is attacked (it stays in the quest zone). Quest. Resource tokens here can be spent like resources of your pool. Quest. Forced: at the end of every turn, if the unit questing here defended during it, add 2 resource tokens here.',
  abilities: [
    constant({ id: 'defendAnywhere', zone: 'quest', affects: unit({ is: QUESTER }), modify: { defendFromAnyZone: true } }),
    constant({ id: 'spendTokens', zone: 'quest', rules: { tokensAsResources: true } }),
    forced({ zone: 'quest', when: endTurn('any', { if: is(QUESTER, { thisTurn: 'defended' }) }), effect: addTokens(SELF, 2) }),
  ],
});
