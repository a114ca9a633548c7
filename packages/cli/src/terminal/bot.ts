/**
 * The terminal's opponent: a bot that decides as any client does, from its seat's input only
 * (@invasion/ai's bot interface: view, options, events, determinizations). Its pick is a function
 * of its seed and the view's stateId — not of a running generator — so a game is the same from its
 * seed alone, after an undo and after a resume.
 */
import { availableParallelism } from 'node:os';
import { BOTS, BotThreads, HARD_TREES, type BotInput, type BotName } from '@invasion/ai';

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
  choose(input: BotInput): string | Promise<string>;
}

/**
 * Grows the `parts` parts of the `bot` bot's decision at the game's prompt, seeded `seed`, on bot
 * threads: the session's to give (GameSession.growBotParts), as the threads rebuild the bot's input
 * from the game itself.
 */
export type GrowParts = (bot: BotName, seed: number, parts: number) => Promise<unknown[]>;

/** Uniform among the options, from `seed` and the view's stateId. */
export function randomProtocolBot(seed: number): Omit<ProtocolBot, 'choose'> & { choose(input: BotInput): string } {
  return {
    name: 'random',
    choose({ view, options }) {
      if (options.length === 0) throw new Error('random bot: no options');
      return options[mix(seed, view.stateId) % options.length]!.key;
    },
  };
}

/**
 * Bot threads for a level whose decisions come in parts (hard's trees): one per part, as the
 * machine's cores allow (the terminal's own thread only waits meanwhile); null with one core or for
 * a level that does not split (growing the parts in turn here is the same answer).
 */
export function threadsFor(level: BotName): BotThreads | null {
  const threads = level === 'hard' ? Math.min(HARD_TREES, availableParallelism()) : 1;
  return threads > 1 ? new BotThreads({ threads }) : null;
}

/**
 * The opponent of a level (@invasion/ai's bots): the random level is the bot above (the same games
 * as before levels existed); any other is a fresh bot of that level for each decision, seeded from
 * `seed` and the stateId. With `grow`, a decision made of parts grows them on bot threads at once
 * and combines them here: the answer the bot gives on one thread, sooner.
 */
export function protocolBot(level: BotName, seed: number, grow: GrowParts | null = null): ProtocolBot {
  if (level === 'random') return randomProtocolBot(seed);
  return {
    name: level,
    choose(input) {
      const botSeed = mix(seed, input.view.stateId);
      const bot = BOTS[level](botSeed);
      const parts = grow && bot.split ? bot.split.parts(input) : 0;
      if (parts < 2) return bot.choose(input);
      return grow!(level, botSeed, parts).then((results) => bot.split!.combine(input, results));
    },
  };
}
