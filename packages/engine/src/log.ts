import type { GameState } from './types.js';
import { defOf } from './registry.js';

/** Appends to the game log when logging is on. Callers build strings only behind `state.log` checks. */
export function log(state: GameState, text: string): void {
  state.log?.push(`[T${state.turn} ${state.phase}] ${text}`);
}

/** "Mountain Brigade#12" — a card's name and instance id for log lines. */
export function nameOf(state: GameState, id: number): string {
  const c = state.cards[id];
  if (!c) return `#${id}`;
  return `${defOf(c).name}#${id}`;
}

export function playerName(p: number): string {
  return `P${p + 1}`;
}
