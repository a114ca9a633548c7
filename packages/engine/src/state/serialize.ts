/**
 * Serialization: the state is plain data, so it is JSON. `deserialize` checks the shape enough to
 * give a clear error for a file that is not a saved game, and the version.
 */
import { behaviourIndex, defIndex, hasCardDef, installed } from '../ruleset/registry.js';
import type { GameState } from '../types.js';

export function serialize(state: GameState): string {
  return JSON.stringify(state);
}

export function deserialize(text: string): GameState {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`not a saved game: invalid JSON (${(e as Error).message})`);
  }
  const s = data as Partial<GameState>;
  if (typeof s !== 'object' || s === null) throw new Error('not a saved game: expected an object');
  if (s.version !== 2) throw new Error(`unsupported saved game version ${JSON.stringify(s.version)} (expected 2)`);
  for (const k of ['rng', 'players', 'cards', 'stack', 'chain', 'queued', 'effects', 'history', 'discarded', 'discardGroups'] as const) {
    if (!Array.isArray(s[k])) throw new Error(`not a saved game: '${k}' must be an array`);
  }
  // Saved before reveals were kept in the state: nothing is revealed.
  s.revealed ??= [];
  if (!Array.isArray(s.revealed)) throw new Error("not a saved game: 'revealed' must be an array");
  const state = s as GameState;
  // Registry indexes are this process's: recompute them from the definition ids.
  for (const c of state.cards) {
    if (!hasCardDef(c.def)) throw new Error(`saved game refers to unknown card '${c.def}'`);
    c.epoch ??= 0; // saved before hidden cards had aliases
    c.k = defIndex(c.def);
  }
  // Lasting behaviours too are found by id: a game saved before a card file changed still loads.
  for (const e of state.effects) {
    if (!installed.behaviourIndex.has(e.b)) throw new Error(`saved game refers to unknown lasting effect '${e.b}'`);
    e.k = behaviourIndex(e.b);
  }
  return state;
}

/** FNV-1a over the canonical JSON of the state without its log: equal games hash equal. */
export function hashState(state: GameState): string {
  const text = JSON.stringify({ ...state, log: null });
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
