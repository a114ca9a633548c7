/** The bots by name: what `invasion arena --bots`, `invasion play --vs` and the server's lobby offer. */
import type { BotFactory } from './bot.js';
import { greedyBot } from './greedy/greedyBot.js';
import { randomBot } from './randomBot.js';

export const BOTS = { random: randomBot, greedy: greedyBot } as const satisfies Record<string, BotFactory>;
export type BotName = keyof typeof BOTS;
export const BOT_NAMES = Object.keys(BOTS) as BotName[];

export function isBotName(name: string): name is BotName {
  return Object.hasOwn(BOTS, name);
}
