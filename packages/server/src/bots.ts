/**
 * Bots that can hold a seat, by level. Each choice uses a fresh bot seeded from the game and the
 * decision number, so a bot keeps no state of its own and a game rebuilt after a restart goes on
 * exactly as it would have. A bot decides from its seat's view, options and events only
 * (@invasion/ai's bot interface).
 */
import { chooseWith, randomBot, type BotFactory } from '@invasion/ai';
import type { Decision, GameState } from '@invasion/engine';

export const BOT_LEVELS = ['random'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

const FACTORIES: Record<BotLevel, BotFactory> = { random: randomBot };

export function botDecision(level: string, state: GameState): Decision {
  const make = FACTORIES[level as BotLevel] ?? randomBot;
  const seed = (Math.imul(state.seed ^ 0x9e3779b9, 31) + state.decisions * 2654435761) | 0;
  return chooseWith(make(seed), state);
}
