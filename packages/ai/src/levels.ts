/**
 * The bots by name. Levels are what a person can choose as an opponent (`invasion play --vs`, the
 * server's lobby); the arena also measures experimental bots, not offered until they beat greedy.
 */
import type { BotFactory } from './bot.js';
import { greedyBot } from './greedy/greedyBot.js';
import { ismctsBot } from './ismcts/ismctsBot.js';
import { randomBot } from './randomBot.js';

export const BOT_NAMES = ['random', 'greedy'] as const;
export type BotName = (typeof BOT_NAMES)[number];
export const BOTS: Readonly<Record<BotName, BotFactory>> = { random: randomBot, greedy: greedyBot };

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}

/** Bots the arena measures that are not levels yet (docs/AI.md). */
export const EXPERIMENTAL_BOTS: Readonly<Record<string, BotFactory>> = { ismcts: (seed, options) => ismctsBot(seed, options) };
export const ARENA_BOT_NAMES: readonly string[] = [...BOT_NAMES, ...Object.keys(EXPERIMENTAL_BOTS)];

/** A bot the arena can play: a level or an experimental bot. */
export function arenaBot(name: string): BotFactory | null {
  return isBotName(name) ? BOTS[name] : Object.hasOwn(EXPERIMENTAL_BOTS, name) ? EXPERIMENTAL_BOTS[name]! : null;
}
