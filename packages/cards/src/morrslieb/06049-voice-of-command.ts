import {
  abilityEffectKey,
  addLastingEffect,
  availableResources,
  defOf,
  EV,
  log,
  nameOf,
  putInPile,
  queueEffect,
  registerWaitingEffect,
  spendResources,
} from '@invasion/engine';
import { action, mayTrigger, picked, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The conditional action: until the end of the turn, each tactic its player plays offers the return. */
const WAIT = '06049:wait';
/**
 * A tactic paid for (`amount`: its id; the effect belongs to no card, as lasting effects on a card
 * end when it changes piles): it comes back from its owner's discard pile to his hand at the end of the turn.
 */
const RETURN = '06049:return';

registerWaitingEffect(WAIT, {
  on: EV.played,
  repeat: true,
  when: (state, e, ev) => ev.player === e.controller && ev.card >= 0 && defOf(state.cards[ev.card]!).type === 'Tactic',
  // Offer the choice through this card's second ability (a "you may" effect).
  resolve: (state, e, ev) => queueEffect(state, { effect: abilityEffectKey(1), kind: 'constant', controller: e.controller, source: e.source, card: ev.card, amount: 0, zone: null }),
});

registerWaitingEffect(RETURN, {
  on: EV.endTurn,
  when: () => true,
  resolve: (state, e) => {
    const c = state.cards[e.amount]!;
    if (c.loc !== 'discard' || c.owner !== e.controller) return;
    putInPile(state, e.amount, 'hand');
    if (state.log) log(state, `${nameOf(state, e.amount)} returns from the discard pile to its owner's hand`);
  },
});

/** The played tactic, offered while its player has a resource to spend. */
function tacticToReturn(ctx: Ctx): number[] {
  return ctx.use.trigger >= 0 && availableResources(ctx.state, ctx.player) >= 1 ? [ctx.use.trigger] : [];
}

function payForReturn(ctx: Ctx): void {
  const tactic = picked(ctx, 0);
  if (tactic < 0 || availableResources(ctx.state, ctx.player) < 1) return;
  spendResources(ctx.state, ctx.player, 1);
  addLastingEffect(ctx.state, { effect: RETURN, controller: ctx.player, source: ctx.self, card: -1, amount: tactic, until: 'turn' });
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, tactic)} will go back to hand when the turn ends`);
}

export default defineCard(import.meta.url, '06049', {
  text: 'Spell. Action: until the end of the turn, each time you play a tactic you may spend 1 resource; if you do, that tactic goes back from your discard pile into your hand once the turn ends.',
  abilities: [
    action({ effect: (ctx) => addLastingEffect(ctx.state, { effect: WAIT, controller: ctx.player, source: ctx.self, card: -1, amount: 0, until: 'turn' }) }),
    mayTrigger({
      on: -1 as never, // raised by the waiting effect above, never by an event
      when: () => false,
      choices: [{ label: 'tactic to return at the end of the turn for 1 resource (or pass)', list: tacticToReturn, targeting: false, min: 0, max: 1 }],
      effect: payForReturn,
    }),
  ],
});
