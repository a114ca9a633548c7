/** The game's one seeded PRNG (xoroshiro128+ from pure-rand); its state lives in GameState.rng. */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
/** Anything that keeps its PRNG state as data (a game, a draft). */
export interface RngHolder {
  rng: number[];
}

export function seedRng(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()];
}

/** A uniform integer in [from, to], advancing the state's PRNG. */
export function randomInt(state: RngHolder, from: number, to: number): number {
  const g = xoroshiro128plusFromState(state.rng);
  const v = uniformInt(g, from, to);
  state.rng = [...g.getState()];
  return v;
}

/** Fisher–Yates shuffle in place using the state's PRNG. */
export function shuffleInPlace<T>(state: RngHolder, items: T[]): void {
  if (items.length < 2) return;
  const g = xoroshiro128plusFromState(state.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  state.rng = [...g.getState()];
}
