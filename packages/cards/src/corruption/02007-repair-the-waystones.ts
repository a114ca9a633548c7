import { action, fromDiscard, putIntoPlay, questTokenEachTurn, removeTokensFrom, SELF, support, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02007', {
  text: "Action: remove 3 resource tokens from this quest (the cost), then pick a target non-Attachment support card from your own discard pile: that card enters play, placed among your quest zone's cards. Quest. Forced: as each of your turns begins, this quest gains a resource token while a unit quests on it.",
  abilities: [
    action({ cost: removeTokensFrom(SELF, 3), target: fromDiscard(support({ notTrait: 'Attachment' }), { label: 'support card in your discard pile' }), effect: putIntoPlay(TARGET, 'quest') }),
    questTokenEachTurn(),
  ],
});
