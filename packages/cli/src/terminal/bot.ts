/**
 * The terminal's opponent: a bot that decides as any client does, from its own view, options and
 * events only. Its pick is a function of its seed and the view's stateId — not of a running
 * generator — so a game is the same from its seed alone, after an undo and after a resume.
 */
import { BOTS, type BotName } from '@invasion/ai';
import type { ClientEvent, ClientOption, ClientView, PlayerId } from '@invasion/engine';

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
  /** Its level (what a save file records). */
  name: BotName;
  /** The key of the option it picks; `history`: every event its seat has received (the game loop passes it). */
  choose(view: ClientView, options: readonly ClientOption[], history?: readonly ClientEvent[]): string;
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

/**
 * The opponent of a level (@invasion/ai's bots): the random level is the bot above (the same games
 * as before levels existed); any other is a fresh bot of that level for each decision, seeded from
 * `seed` and the stateId.
 */
export function protocolBot(level: BotName, seed: number): ProtocolBot {
  if (level === 'random') return randomProtocolBot(seed);
  return {
    name: level,
    choose(view, options, history = []) {
      if (view.viewer === 'spectator') throw new Error('a bot plays a seat, not a spectator');
      return BOTS[level](mix(seed, view.stateId)).choose({ seat: view.viewer as PlayerId, view, options, history });
    },
  };
}
