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
