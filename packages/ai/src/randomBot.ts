/**
 * The random bot: picks uniformly among the legal options, with its own seeded PRNG (never the
 * game's, so a bot's choices cannot change the game's shuffles).
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Decision, GameState } from '@invasion/engine';
import { legalOptions } from '@invasion/engine';

export interface Bot {
  name: string;
  choose(state: GameState, options: Decision[]): Decision;
}

export function randomBot(seed: number): Bot {
  const rng = xoroshiro128plus(seed);
  return {
    name: 'random',
    choose(_state, options) {
      if (options.length === 0) throw new Error('random bot: no legal options');
      return options[options.length === 1 ? 0 : uniformInt(rng, 0, options.length - 1)]!;
    },
  };
}

export function chooseWith(bot: Bot, state: GameState): Decision {
  return bot.choose(state, legalOptions(state));
}
