/**
 * The bots by name. Levels are what a person can choose as an opponent (`invasion play --vs`,
 * `invasion draft --vs`, the server's lobby); the arena also measures experimental bots.
 *
 * Levels differ by budget and by knowledge. easy is the greedy bot that forgets what it saw of the
 * opponent's cards once they are hidden again (its simulations re-sample them); normal and hard
 * remember everything their player saw, and are ISMCTS with an ITERATION budget (not a time budget):
 * hosts rebuild games by replaying bot decisions (a server restart, a terminal undo or resume), so a
 * decision must be a function of the state and the seed, on any machine. ISMCTS earned its levels
 * against greedy: normal won 141 of 180 seat-swapped games, ISMCTS at 1 s 62 of 72 (docs/AI.md).
 */
import type { BotFactory } from './bot.js';
import { greedyBot } from './greedy/greedyBot.js';
import { ismctsBot } from './ismcts/ismctsBot.js';
import { randomBot } from './randomBot.js';

/**
 * Iterations per decision of the ISMCTS levels (3-15 ms an iteration on the development machine, by
 * its load): normal grows one tree, hard two trees (root parallelisation: a host with threads grows
 * them at once, threads/pool.ts) of `hard` iterations each.
 */
export const LEVEL_ITERATIONS = { normal: 40, hard: 80 } as const;
export const HARD_TREES = 2;

export const BOT_NAMES = ['random', 'greedy', 'easy', 'normal', 'hard'] as const;
export type BotName = (typeof BOT_NAMES)[number];
/** The levels that search (slow: tests that play many decisions with every level leave them out). */
export const SEARCHING_BOTS: readonly BotName[] = ['normal', 'hard'];
export const BOTS: Readonly<Record<BotName, BotFactory>> = {
  random: randomBot,
  greedy: greedyBot,
  easy: (seed) => greedyBot(seed, { forget: true }),
  normal: (seed) => ismctsBot(seed, { iterations: LEVEL_ITERATIONS.normal }),
  hard: (seed) => ismctsBot(seed, { iterations: LEVEL_ITERATIONS.hard, trees: HARD_TREES }),
};

/** What each bot is, in a few words, for a person picking an opponent (the lobby, --help). */
export const BOT_ABOUT: Readonly<Record<BotName, string>> = {
  random: 'plays any legal move',
  greedy: 'looks one move ahead',
  easy: 'looks one move ahead and forgets the cards of yours it has seen',
  normal: 'plays 40 imagined games out before each move',
  hard: 'plays 160 imagined games out before each move (slower)',
};

/** The opponent offered first wherever a person picks one (play --vs, draft, the lobby). */
export const DEFAULT_OPPONENT: BotName = 'normal';

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
