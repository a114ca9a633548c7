/**
 * A bot thread (pool.ts). It installs the ruleset module the pool names, then runs tasks: one bot
 * decision on a saved game, or one whole arena game. A decision is the bot's as in the caller's
 * thread (same bot, seed and input), so a host gets the same game whichever thread decided.
 */
import { workerData } from 'node:worker_threads';
import { deserialize, useRuleset, type Ruleset } from '@invasion/engine';
import { chooseWith, inputFor } from '../bot.js';
import { arenaBot } from '../levels.js';
import { playArenaGame, type ArenaOptions } from '../arena/arena.js';
import type { ThreadTask } from './pool.js';

const ready: Promise<void> = import((workerData as { ruleset: string }).ruleset).then((m: { RULESET: Ruleset }) => useRuleset(m.RULESET));

function factory(name: string) {
  const make = arenaBot(name);
  if (!make) throw new Error(`no bot named '${name}'`);
  return make;
}

export default async function run(task: ThreadTask): Promise<unknown> {
  await ready;
  if (task.kind === 'decide') return chooseWith(factory(task.bot)(task.seed, task.options), deserialize(task.state));
  if (task.kind === 'part') {
    const split = factory(task.bot)(task.seed, task.options).split;
    if (!split) throw new Error(`the ${task.bot} bot's decisions have no parts`);
    return split.part(inputFor(deserialize(task.state)), task.part, task.concurrent);
  }
  const o: ArenaOptions = { ...task.arena, bots: [{ name: task.arena.bots[0], make: factory(task.arena.bots[0]) }, { name: task.arena.bots[1], make: factory(task.arena.bots[1]) }] };
  const timesA: number[] = [];
  return { game: playArenaGame(o, task.game, timesA), timesA };
}
