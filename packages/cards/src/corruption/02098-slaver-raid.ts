import { action, conditionFn, fromDiscard, putIntoPlay, questTokenEachTurn, removeTokensFrom, rules, SELF, unit, OPPONENT, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A unit that could enter play in your quest zone (not a unique copy you have, not a second Hero there, not one that may enter play only in another zone — FAQ: Put into Play). */
function canEnterYourQuest(ctx: Ctx, id: number): boolean {
  return rules.cannotEnterPlay(ctx.state, id, ctx.player, 'quest') === null;
}

export default defineCard(import.meta.url, '02098', {
  text: "Quest. Action: take 3 resource tokens off this quest: a unit of your choice from the opponent's discard pile is put into play under your control in your quest zone, corrupted. Quest. Forced: as each of your turns begins, this card gets a resource token, provided some unit quests on it.",
  abilities: [
    action({
      zone: 'quest',
      // Not to be started with no unit in that discard pile that could enter your quest zone: the effect could not resolve.
      canResolve: conditionFn((ctx) => ctx.state.players[rules.opponent(ctx.player)].discard.some((id) => rules.printed(ctx.state, id)?.type === 'Unit' && canEnterYourQuest(ctx, id))),
      cost: removeTokensFrom(SELF, 3),
      // Put into play: uniqueness and the card's own restrictions still apply (FAQ: Put into Play).
      effect: putIntoPlay(fromDiscard(unit({ where: canEnterYourQuest }), { whose: OPPONENT, label: "unit to take from the opponent's discard pile" }), 'quest', { corrupted: true }),
    }),
    questTokenEachTurn(),
  ],
});
