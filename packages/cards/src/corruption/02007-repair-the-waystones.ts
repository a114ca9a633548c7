import { action, fromDiscard, putIntoPlay, questTokenEachTurn, removeTokensFrom, SELF, support, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02007', {
  text: 'Action: remove 3 resource tokens from this quest as the cost to choose a target support card in your discard pile (not an Attachment, which would have no card to go on) and put it into play in your quest zone. Quest. Forced: at the beginning of your turn, put 1 resource token here if a unit is questing on it.',
  abilities: [
    action({ cost: removeTokensFrom(SELF, 3), target: fromDiscard(support({ notTrait: 'Attachment' }), { label: 'support card in your discard pile' }), effect: putIntoPlay(TARGET, 'quest') }),
    questTokenEachTurn(),
  ],
});
