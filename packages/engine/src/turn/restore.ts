/**
 * Kingdom phase: the active player may restore one corrupt card he controls, before any actions.
 */
import { log, nameOf, playerName } from '../log.js';
import { isInPlay } from '../rules/queries.js';
import type { Decision, GameState } from '../types.js';

export function restoreOptions(state: GameState): Decision[] {
  const out: Decision[] = [{ type: 'pass' }];
  for (const c of state.cards) {
    if (c.corrupt && c.controller === state.active && isInPlay(c)) out.push({ type: 'restore', card: c.id });
  }
  return out;
}

export function applyRestore(state: GameState, d: Decision): void {
  if (d.type !== 'restore') return;
  state.cards[d.card]!.corrupt = false;
  if (state.log) log(state, `${playerName(state.active)} restores ${nameOf(state, d.card)}`);
}
