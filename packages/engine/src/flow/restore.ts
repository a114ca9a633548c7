/**
 * Kingdom phase: the active player may restore one corrupt card he controls, before any actions.
 */
import { record } from '../log.js';
import { isInPlay } from '../primitives/cards.js';
import { hasFlag } from '../characteristics/cards.js';
import { restore } from '../effects/status.js';
import type { Decision, GameState } from '../types.js';

export function restoreOptions(state: GameState): Decision[] {
  const out: Decision[] = [{ type: 'pass' }];
  for (const c of state.cards) {
    if (c.corrupt && c.controller === state.active && isInPlay(c) && !hasFlag(state, c.id, 'cannotBeRestored')) out.push({ type: 'restore', card: c.id });
  }
  return out;
}

export function applyRestore(state: GameState, d: Decision): void {
  if (d.type !== 'restore') return;
  if (state.log) record(state, { type: 'restoreStep', player: state.active });
  restore(state, d.card);
}
