/**
 * Serialize → restore → continue: a restored copy of the state is played alongside the original for
 * a few decisions, taking the same decisions; it must accept each and hash the same after each.
 */
import { applyInPlace, deserialize, hashState, serialize, type GameState } from '@invasion/engine';
import { problem, type Problem } from './problems.js';

/** A restored copy and how many more decisions to follow it for. */
export interface Twin {
  state: GameState;
  left: number;
}

/** A serialized and restored copy of the state, which must hash the same. */
export function restoredTwin(state: GameState, steps: number, found: (ps: Problem[]) => unknown): Twin | null {
  try {
    const copy = deserialize(serialize(state));
    if (hashState(copy) === hashState(state)) return { state: copy, left: steps };
    found([problem('invariant', 'serialization', 'restored state hashes differently', `serialize → deserialize at decision ${state.decisions} changes the state hash`)]);
  } catch (e) {
    found([problem('invariant', 'serialization', 'serialize or deserialize throws', `at decision ${state.decisions}: ${(e as Error).message}`)]);
  }
  return null;
}

/** Plays the decision on the restored copy too; it must be accepted and give the same hash. */
export function followTwin(twin: Twin, d: unknown, state: GameState, found: (ps: Problem[]) => unknown): Twin | null {
  try {
    applyInPlace(twin.state, d);
  } catch (e) {
    found([problem('invariant', 'serialization', 'restored game rejects a decision the original accepted', `after serialize → restore, decision ${state.decisions} (${JSON.stringify(d)}) fails: ${(e as Error).message}`)]);
    return null;
  }
  if (hashState(twin.state) !== hashState(state)) {
    found([problem('invariant', 'serialization', 'restored game diverges from the original', `after serialize → restore, decision ${state.decisions} (${JSON.stringify(d)}) gives another state hash than in the original game`)]);
    return null;
  }
  return twin.left > 1 ? { state: twin.state, left: twin.left - 1 } : null;
}

