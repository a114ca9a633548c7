/**
 * Bots that can hold a seat, by level: the bots @invasion/ai offers. Each choice uses a fresh bot
 * seeded from the game and the decision number, so a bot keeps no state of its own and a game
 * rebuilt after a restart goes on exactly as it would have. Bots that search think on worker threads. A bot decides from its seat's view,
 * options and events only (@invasion/ai's bot interface).
 */
import { BOT_ABOUT, BOT_NAMES, BOTS, BotThreads, chooseWith, isBotName, type BotName } from '@invasion/ai';
import type { Decision, GameState } from '@invasion/engine';

export const BOT_LEVELS = BOT_NAMES;
export { BOT_ABOUT };
export type BotLevel = BotName;

/** The seed of the bot that decides at the state's prompt: the game's and the decision number. */
const botSeed = (state: GameState): number => (Math.imul(state.seed ^ 0x9e3779b9, 31) + state.decisions * 2654435761) | 0;

/** A level the server does not know (an older record) plays as the random bot. */
const levelOf = (level: string): BotName => (isBotName(level) ? level : 'random');

export function botDecision(level: string, state: GameState): Decision {
  return chooseWith(BOTS[levelOf(level)](botSeed(state)), state);
}

/**
 * Where bots think: on worker threads when the server has any (a search takes the normal level
 * 0.1-0.6 s, which would stall every game and connection of the node), else on the event loop.
 * The random bot answers at once, so it stays here. Either way the decision is the same.
 */
export class BotDesk {
  private readonly threads: BotThreads | null;

  constructor(threads: number) {
    this.threads = threads > 0 ? new BotThreads({ threads }) : null;
  }

  decide(level: string, state: GameState): Promise<Decision> {
    const name = levelOf(level);
    if (!this.threads || name === 'random') return Promise.resolve(botDecision(name, state));
    return this.threads.decide(name, botSeed(state), state);
  }

  async close(): Promise<void> {
    await this.threads?.close();
  }
}
