import { action, choice, chosen, conditionFn, corrupt, fromDiscard, OPPONENT, playAsIfInHand, rules, SELF, tactic, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A tactic of the opponent's discard pile that Mortella's player could play now, loyalty cost aside. */
function playableByYou(ctx: Ctx, id: number): boolean {
  return rules.couldPlayAsIfInHand(ctx.state, id, ctx.player, true);
}

export default defineCard(import.meta.url, '03027', {
  text: "Hero. Sorcerer. Quest. Action: corrupt this unit: pick a tactic in your opponent's discard pile that you could play now and play it as though it were in your hand — you pay its cost but no loyalty cost, and its play restrictions still apply. Once it is done (resolved or cancelled) it goes to the bottom of its owner's deck.",
  abilities: [
    action({
      zone: 'quest',
      cost: corrupt(SELF),
      canResolve: conditionFn(function aTacticYouCouldPlay(ctx) {
        return ctx.state.players[rules.opponent(ctx.player)].discard.some((id) => playableByYou(ctx, id));
      }),
      effect: [
        choice('tactic', fromDiscard(tactic({ where: playableByYou }), { whose: OPPONENT, label: "tactic to play from your opponent's discard pile" })),
        playAsIfInHand(chosen('tactic'), { ignoreLoyalty: true, afterwards: 'ownersDeckBottom' }),
      ],
    }),
  ],
});
