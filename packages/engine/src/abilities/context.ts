/**
 * The runtime context of an ability use, and what the ability itself costs.
 */
import { abilityByRef } from '../ruleset/registry.js';
import type { CAbility, RCtx } from '../ruleset/compiled.js';
import type { AbilityUse, GameState, LastingEffect } from '../types.js';
import { playCost } from '../characteristics/costs.js';

export function ctxOf(state: GameState, use: AbilityUse): RCtx {
  let lasting: LastingEffect | null = null;
  if (use.lasting >= 0) for (const e of state.effects) if (e.n === use.lasting) lasting = e;
  return { state, self: use.source, player: use.player, use, each: -1, lasting, lki: null };
}

export function abilityOfUse(use: AbilityUse): CAbility {
  return abilityByRef(use.def, use.ability);
}

/** Resources the ability itself costs: a tactic its play cost, an ability its "spend N". */
export function baseCost(ctx: RCtx, a: CAbility): number {
  if (ctx.use.free) return 0;
  let cost = 0;
  const c = ctx.self >= 0 ? ctx.state.cards[ctx.self]! : null;
  if (a.tacticPlay && c && c.loc !== 'chain') cost += playCost(ctx.state, ctx.player, ctx.self, null, ctx.use.x);
  if (a.spend) cost += a.spend(ctx);
  return cost;
}
