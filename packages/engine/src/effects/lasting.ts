/**
 * Lasting effects' lifecycle (Detailed Timing E3): effects lasting until the end of a phase or turn
 * expire after its end effects; one that is used up (a conditional action whose condition was met,
 * a shield with no points left) ends then. Control taken for a while returns when it ends; a card's
 * lasting behaviour may do something as it ends (`onEnd`).
 */
import { behaviourOf } from '../ruleset/registry.js';
import type { Duration, GameState, LastingEffect, PlayerId } from '../types.js';
import { RB, removeEffect } from '../primitives/lasting.js';
import { isZone } from '../primitives/cards.js';
import { changeControl } from './movement.js';
import { resolveNow } from './resolve.js';

/** An effect ends: it leaves the state, and what its ending does happens. */
export function endLasting(state: GameState, e: LastingEffect): void {
  removeEffect(state, e);
  if (e.k === RB.control) {
    // Control returns to the player it was taken from (the card may have left play meanwhile).
    if (isZone(state.cards[e.card]!.loc) && state.cards[e.card]!.controller === e.controller) changeControl(state, e.card, e.data.returnTo as PlayerId);
    return;
  }
  if (e.k <= RB.extraPhase) return;
  const b = behaviourOf(e);
  if (b.endAbility) resolveNow(state, b.endAbility.def, b.endAbility.id, e.source, e.controller, undefined, -1);
}

export function expireEffects(state: GameState, until: Duration): void {
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) {
    const e = fx[i]!;
    if (e.until === until) endLasting(state, e);
  }
  state.dirty = true;
}

/** Take control of a card in play for a duration ('game': for good). */
export function takeControl(state: GameState, id: number, to: PlayerId, until: Duration, source: number): void {
  const c = state.cards[id]!;
  if (!isZone(c.loc) || c.controller === to) return;
  const from = c.controller;
  changeControl(state, id, to);
  if (until !== 'game') {
    const e: LastingEffect = {
      n: state.nextEffect++,
      b: 'control',
      k: RB.control,
      ability: '',
      source,
      controller: to,
      card: id,
      until,
      data: { returnTo: from },
    };
    state.effects.push(e);
  }
}
