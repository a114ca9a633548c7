import { anyCard, EVENT_CARD, questTokenEachTurn, removeTokensFrom, replace, rules, SELF, turnFacedown, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** It sits in a zone of its controller's own capital (an attachment of his on an opponent's unit does not). */
function onOwnCapital(ctx: Ctx, id: number): boolean {
  return rules.capitalOf(ctx.state, id) === ctx.player;
}

export default defineCard(import.meta.url, '02063', {
  text: 'Quest. When a faceup card you control in one of your zones would go from play to a discard pile, you may remove 1 resource token from this quest so that it stays in the zone it is in as a facedown development instead (a sacrifice cannot be prevented). Quest. Forced: as each of your turns begins, this quest gains a resource token while a unit quests on it.',
  abilities: [
    replace({
      zone: 'quest',
      on: 'leavePlay',
      pile: 'discard',
      card: anyCard({ controller: YOU, faceup: true, type: ['unit', 'support', 'quest', 'attachment'], where: onOwnCapital }),
      optional: true,
      cost: removeTokensFrom(SELF, 1),
      instead: turnFacedown(EVENT_CARD),
    }),
    questTokenEachTurn(),
  ],
});
