/** The bots by name: what `invasion arena --bots`, `invasion play --vs` and the server's lobby offer. */
import type { BotFactory } from './bot.js';
import { greedyBot } from './greedy/greedyBot.js';
import { randomBot } from './randomBot.js';

export const BOT_NAMES = ['random', 'greedy'] as const;
export type BotName = (typeof BOT_NAMES)[number];
export const BOTS: Readonly<Record<BotName, BotFactory>> = { random: randomBot, greedy: greedyBot };

export function isBotName(name: string): name is BotName {
  return (BOT_NAMES as readonly string[]).includes(name);
}
