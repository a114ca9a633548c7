/**
 * The terminal's opponent: a bot that decides as any client does, from its seat's input only
 * (@invasion/ai's bot interface: view, options, events, determinizations). Its pick is a function
 * of its seed and the view's stateId — not of a running generator — so a game is the same from its
 * seed alone, after an undo and after a resume.
 */
import { BOTS, type BotInput, type BotName } from '@invasion/ai';

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
  /** The key of the option it picks. */
  choose(input: BotInput): string;
}

/** Uniform among the options, from `seed` and the view's stateId. */
export function randomProtocolBot(seed: number): ProtocolBot {
  return {
    name: 'random',
    choose({ view, options }) {
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
    choose(input) {
      return BOTS[level](mix(seed, input.view.stateId)).choose(input);
    },
  };
}
