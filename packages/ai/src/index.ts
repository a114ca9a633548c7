export { chooseWith, decisionForKey, EventFeed, inputFor, type Bot, type BotFactory, type BotInput, type BotOptions } from './bot.js';
export { randomBot, randomPicker } from './randomBot.js';
export { playGame, type PlayedGame } from './playGame.js';
export { ARENA_BOT_NAMES, arenaBot, BOTS, BOT_NAMES, DEFAULT_OPPONENT, EXPERIMENTAL_BOTS, isBotName, LEVEL_ITERATIONS, SEARCHING_BOTS, type BotName } from './levels.js';
export { ismctsBot, type IsmctsOptions } from './ismcts/ismctsBot.js';
export { greedyBot, greedyChoice } from './greedy/greedyBot.js';
export { runArena, playArenaGame, arenaSetup, type ArenaDeck, type ArenaGame, type ArenaOptions, type ArenaSummary } from './arena/arena.js';
export { wilson, quantile } from './arena/stats.js';
