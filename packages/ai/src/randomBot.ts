/**
 * The random bot: picks uniformly among the options, with its own seeded PRNG (never the game's,
 * so a bot's choices cannot change the game's shuffles). It reads only the option list, whose
 * order is `legalOptions`' — the same picks, seed for seed, as when it was handed the state.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { legalOptions, type Decision, type GameState } from '@invasion/engine';
import type { Bot } from './bot.js';

/**
 * The random bot's picks without its input: an index among `legalOptions` drawn from the same PRNG
 * in the same way, so a game goes exactly as with `randomBot(seed)` — for harnesses that measure
 * the engine (bench, simulate), where building labelled options each decision would dominate. It
 * reads only how many options there are, nothing hidden.
 */
export function randomPicker(seed: number): (state: GameState) => Decision {
  const rng = xoroshiro128plus(seed);
  return (state) => {
    const options = legalOptions(state);
    if (options.length === 0) throw new Error('random bot: no options');
    return options[options.length === 1 ? 0 : uniformInt(rng, 0, options.length - 1)]!;
  };
}

export function randomBot(seed: number): Bot {
  const rng = xoroshiro128plus(seed);
  return {
    name: 'random',
    choose({ options }) {
      if (options.length === 0) throw new Error('random bot: no options');
      return options[options.length === 1 ? 0 : uniformInt(rng, 0, options.length - 1)]!.key;
    },
  };
}
