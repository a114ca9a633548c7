import { defOf, EV, log, nameOf, type GameEvent } from '@invasion/engine';
import { action, forced, gainHitPoints, hasQuester, picked, targetUnit, type ActionAbility, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** X offered by the ability at index X (1 … MAX_X): choosing the ability is choosing X. */
const MAX_X = 8;

/** A card whose printed type is Unit went from play into an opponent's discard pile, while a unit quests here. */
function opponentsUnitDiscardedFromPlay(ctx: Ctx, ev: GameEvent): boolean {
  const c = ctx.state.cards[ev.card];
  return c !== undefined && c.loc === 'discard' && c.owner !== ctx.player && defOf(c).type === 'Unit' && hasQuester(ctx.state, ctx.self);
}

/** The quest action for one value of X: pay X tokens, a target unit loses X hit points this turn. */
function offerX(x: number): ActionAbility {
  return action({
    zone: 'quest',
    playable: (ctx) => ctx.state.cards[ctx.self]!.tokens >= x,
    // the X tokens are the cost, discarded on initiation
    payCost: (ctx) => {
      ctx.state.cards[ctx.self]!.tokens -= x;
    },
    choices: [targetUnit(`unit to give -${x} hit points`)],
    effect: (ctx) => {
      const t = picked(ctx, 0);
      gainHitPoints(ctx, t, -x);
      if (ctx.state.log && t >= 0) log(ctx.state, `${nameOf(ctx.state, t)} gets -${x} hit points until the end of the turn`);
    },
  });
}

export default defineCard(import.meta.url, '04097', {
  text: 'Quest. Forced: each time a unit card goes from play to an opponent\'s discard pile, add a resource token to this quest, provided a unit quests on it. Quest. Action: remove X of its resource tokens (the cost) so that a target unit has X fewer hit points for the rest of the turn. (Its action number N is the choice X = N.)',
  abilities: [
    forced({
      on: EV.leftPlay,
      zone: 'quest',
      when: opponentsUnitDiscardedFromPlay,
      effect: (ctx) => {
        ctx.state.cards[ctx.self]!.tokens++;
        if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} gains a resource token`);
      },
    }),
    ...Array.from({ length: MAX_X }, (_, i) => offerX(i + 1)),
  ],
});
