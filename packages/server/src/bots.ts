/**
 * Bots that can hold a seat, by level: the bots @invasion/ai offers. Each choice uses a fresh bot
 * seeded from the game and the decision number, so a bot keeps no state of its own and a game
 * rebuilt after a restart goes on exactly as it would have. A bot decides from its seat's view,
 * options and events only (@invasion/ai's bot interface).
 */
import { BOT_NAMES, BOTS, chooseWith, isBotName, randomBot, type BotName } from '@invasion/ai';
import type { Decision, GameState } from '@invasion/engine';

export const BOT_LEVELS = BOT_NAMES;
export type BotLevel = BotName;

export function botDecision(level: string, state: GameState): Decision {
  const make = isBotName(level) ? BOTS[level] : randomBot;
  const seed = (Math.imul(state.seed ^ 0x9e3779b9, 31) + state.decisions * 2654435761) | 0;
  return chooseWith(make(seed), state);
}
