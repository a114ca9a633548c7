import { act, action, amountFn, custom, endTurn, forced, may, played, spend, startLasting, tactic, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The tactic paid for: its instance number, kept in the data of the lasting effect ('tactic'). */
const tacticPlayed = amountFn((ctx) => ctx.use.ev.card);

/**
 * Back to its owner's hand, if it is still in his discard pile and he is the one who paid. A tactic
 * changes piles as it resolves (a new card, rid of effects on it), so the lasting effect names it
 * by number rather than sitting on it.
 */
function returnFromDiscard(ctx: Ctx): boolean {
  const e = ctx.state.effects.find((x) => x.n === ctx.use.lasting);
  const id = e?.data.tactic;
  if (id === undefined || id < 0) return false;
  const c = ctx.state.cards[id]!;
  if (c.loc !== 'discard' || c.owner !== ctx.player) return false;
  act.note(ctx, "{0} returns from the discard pile to its owner's hand", id);
  act.returnToHand(ctx, id);
  return true;
}

export default defineCard(import.meta.url, '06049', {
  text: 'Spell. Action: for the rest of the turn, whenever you play a tactic you may spend 1 resource; if you do, as the turn ends that tactic goes from your discard pile back into your hand (errata).',
  abilities: [action({ effect: startLasting('watch') })],
  lasting: {
    // Until the end of the turn: each tactic you play offers the payment.
    watch: { abilities: [may({ when: played(tactic(), { player: YOU }), cost: spend(1), effect: startLasting('return', { data: { tactic: tacticPlayed } }) })] },
    // The paid tactic comes back as the turn ends.
    return: { abilities: [forced({ when: endTurn('any'), effect: custom('return the tactic from the discard pile', returnFromDiscard) })] },
  },
});
