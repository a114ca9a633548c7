/// <reference path="./siphash.d.ts" />
/** The game's one seeded PRNG (xoroshiro128+ from pure-rand); its state lives in GameState.rng. */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import SipHash from 'siphash';
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

/**
 * A game's secret key: 128 bits as four 32-bit words. It keys the aliases of hidden cards (SipHash-2-4,
 * a keyed pseudo-random function, so aliases seen by a player tell nothing of the key) and, in a game
 * created with a secret, the PRNG as well. A 32-bit seed alone could be found by trying them all
 * against what a player sees (his aliases, his opening hand); 128 unknown bits cannot.
 */
export type SecretKey = number[];

const SECRET_HEX = /^[0-9a-f]{32}$/;

/** Is this a secret as a setup gives it: 32 lowercase hexadecimal digits (128 bits)? */
export function isSecretHex(hex: unknown): hex is string {
  return typeof hex === 'string' && SECRET_HEX.test(hex);
}

export function secretFromHex(hex: string): SecretKey {
  if (!isSecretHex(hex)) throw new Error(`a secret is 32 lowercase hexadecimal digits, got ${JSON.stringify(hex)}`);
  return [0, 8, 16, 24].map((i) => Number.parseInt(hex.slice(i, i + 8), 16));
}

/** The key of a game created without a secret (tests, local games): no more secret than its seed. */
export function secretFromSeed(seed: number): SecretKey {
  return [seed >>> 0, Math.floor(seed / 0x100000000) >>> 0, 0x5bd1e995, 0x9e3779b9];
}

const message = new Uint8Array(8);
const words = new DataView(message.buffer);

/** SipHash-2-4 of two 32-bit integers under `key`, as a 52-bit integer. */
export function keyedHash52(key: SecretKey, a: number, b: number): number {
  words.setUint32(0, a >>> 0, true);
  words.setUint32(4, b >>> 0, true);
  const r = SipHash.hash(key, message);
  return (r.h & 0xfffff) * 0x100000000 + (r.l >>> 0);
}

/** The PRNG of a game created with a secret: its 128-bit state drawn from the key and the seed. */
export function seedRngFromSecret(key: SecretKey, seed: number): number[] {
  const a = SipHash.hash(key, `rng:${seed}:0`);
  const b = SipHash.hash(key, `rng:${seed}:1`);
  // xoroshiro128+ must not start from all zeros; SipHash outputs are never all zero in practice.
  return [a.h | 0, a.l | 0, b.h | 0, b.l | 0];
}
