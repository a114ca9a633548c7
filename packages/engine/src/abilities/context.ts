/**
 * The runtime context of an ability use, and what the ability itself costs.
 */
import { abilityByRef } from '../ruleset/registry.js';
import type { CAbility, RCtx } from '../ruleset/compiled.js';
import type { AbilityUse, GameState, LastingEffect } from '../types.js';
import { playCost } from '../characteristics/costs.js';
import { RB } from '../primitives/lasting.js';

/** A mark lets `p` play this card as if it were in his hand, ignoring its loyalty cost. */
function loyaltyIgnored(state: GameState, card: number, p: number): boolean {
  for (const e of state.effects) if (e.card === card && e.k === RB.modify && e.data.playableAsIfInHand === 1 && e.controller === p && e.data.ignoresLoyalty === 1) return true;
  return false;
}

export function ctxOf(state: GameState, use: AbilityUse): RCtx {
  let lasting: LastingEffect | null = null;
  if (use.lasting >= 0) for (const e of state.effects) if (e.n === use.lasting) lasting = e;
  return { state, self: use.source, player: use.player, use, each: -1, lasting, lki: null };
}

export function abilityOfUse(use: AbilityUse): CAbility {
  return abilityByRef(use.def, use.ability);
}

/**
 * Resources the ability itself costs: a tactic its play cost, an ability its "spend N". A tactic an
 * effect lets its player play as if it were in his hand "ignoring loyalty costs" has none
 * (`ignoresLoyalty` overrides what the card's mark says).
 */
export function baseCost(ctx: RCtx, a: CAbility, ignoresLoyalty?: boolean): number {
  if (ctx.use.free) return 0;
  let cost = 0;
  const c = ctx.self >= 0 ? ctx.state.cards[ctx.self]! : null;
  if (a.tacticPlay && c && c.loc !== 'chain') {
    const noLoyalty = ignoresLoyalty ?? loyaltyIgnored(ctx.state, ctx.self, ctx.player);
    cost += playCost(ctx.state, ctx.player, ctx.self, null, ctx.use.x, noLoyalty ? 0 : undefined);
  }
  if (a.spend) cost += a.spend(ctx);
  return cost;
}
