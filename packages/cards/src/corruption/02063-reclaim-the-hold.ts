import { anyCard, EVENT_CARD, questTokenEachTurn, removeTokensFrom, replace, SELF, turnFacedown, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02063', {
  text: 'Quest. When a faceup card you control in one of your zones would go from play to a discard pile, you may remove 1 resource token from this quest so that it stays in the zone it is in as a facedown development instead (a sacrifice cannot be prevented). Quest. Forced: at the beginning of your turn, put 1 resource token here if a unit is questing here.',
  abilities: [
    replace({
      zone: 'quest',
      on: 'leavePlay',
      pile: 'discard',
      card: anyCard({ controller: YOU, faceup: true, type: ['unit', 'support', 'quest', 'attachment'] }),
      optional: true,
      cost: removeTokensFrom(SELF, 1),
      instead: turnFacedown(EVENT_CARD),
    }),
    questTokenEachTurn(),
  ],
});
