/**
 * The terminal's opponent: a seeded random bot that decides as any client does, from its own view
 * and options only. Its pick is a function of its seed and the view's stateId — not of a running
 * generator — so a game is the same from its seed alone, after an undo and after a resume.
 */
import type { ClientOption, ClientView } from '@invasion/engine';

/** A 32-bit mix of two integers (murmur3's finalizer). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface ProtocolBot {
  name: string;
  /** The key of the option it picks. */
  choose(view: ClientView, options: readonly ClientOption[]): string;
}

/** Uniform among the options, from `seed` and the view's stateId. */
export function randomProtocolBot(seed: number): ProtocolBot {
  return {
    name: 'random',
    choose(view, options) {
      if (options.length === 0) throw new Error('random bot: no options');
      return options[mix(seed, view.stateId) % options.length]!.key;
    },
  };
}
