/**
 * Lasting effects: modifiers with a duration ("until the end of the turn", "while attacking").
 * Detailed Timing E3: effects lasting until the end of a phase/turn expire after its end effects.
 */
import type { GameState, LastingEffect } from '../types.js';

export function addLastingEffect(state: GameState, e: LastingEffect): void {
  state.effects.push(e);
  state.dirty = true;
}

export function expireEffects(state: GameState, until: LastingEffect['until']): void {
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) if (fx[i]!.until === until) fx.splice(i, 1);
  state.dirty = true;
}

/**
 * Lasting effects that change what cards cost (a waiting discount on the next unit played this turn):
 * the card that creates one registers its key. `controller` is the player the change is for.
 */
export interface LastingCostRule {
  cost: (state: GameState, e: LastingEffect, card: number) => number;
  /** The play used this change: usually the effect ends (a waiting effect whose condition is met). */
  onPaid?: (state: GameState, e: LastingEffect, card: number) => void;
}
const costRules = new Map<string, LastingCostRule>();
export function registerLastingCost(key: string, rule: LastingCostRule): void {
  costRules.set(key, rule);
}

export function lastingCostChange(state: GameState, player: number, card: number): number {
  let total = 0;
  for (const e of state.effects) {
    if (e.controller !== player) continue;
    const r = costRules.get(e.effect);
    if (r) total += r.cost(state, e, card);
  }
  return total;
}

export function lastingOnPaid(state: GameState, player: number, card: number): void {
  const used: [LastingEffect, LastingCostRule][] = [];
  for (const e of state.effects) {
    if (e.controller !== player) continue;
    const r = costRules.get(e.effect);
    if (r?.onPaid && r.cost(state, e, card) !== 0) used.push([e, r]);
  }
  for (const [e, r] of used) r.onPaid!(state, e, card);
}
