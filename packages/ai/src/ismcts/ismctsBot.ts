/**
 * The ISMCTS bot: single-observer information-set MCTS (search.ts) from the bot's input alone.
 *
 * Macro-moves where the raw branching explodes: a declaration of attackers or defenders is a
 * handful of whole plans (declarationPlans), a combat damage assignment is a handful of whole kill
 * sets (assignmentPlans), and the capital phase keeps passing, tactics, abilities and the plays its
 * policy values most.
 *
 * Root parallelisation: with `trees` > 1 a decision grows that many independent trees (each from
 * its own seed) and adds up their roots' visits; the trees are the parts of a `SplitDecision`, so
 * a host with threads grows them at once (threads/pool.ts) and gets the same answer as one thread
 * growing them in turn. With an iteration budget (and no time budget) the choice is a function of
 * the input and the seed; with a time budget it also depends on the machine's speed.
 */
import { legalOptions } from '@invasion/engine';
import type { Bot, BotInput, BotOptions, SplitDecision } from '../bot.js';
import { greedyChoice } from '../greedy/greedyBot.js';
import { resourceWorth } from '../greedy/lookahead.js';
import { assignmentPlans, movesAt } from './moves.js';
import { mix, searchTree, type RootPlan, type TreeResult } from './search.js';

export { assignmentPlans, declarationPlans } from './moves.js';

export interface IsmctsOptions extends BotOptions {
  /** Stop after this many iterations per tree (tests, reproducible runs); with a time budget, whichever comes first. */
  iterations?: number;
  /** Independent trees per decision (root parallelisation; default 1). */
  trees?: number;
  /** Decisions a playout runs with the greedy policy before the position is scored. */
  playoutDecisions?: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Receives the root's statistics (all trees added up) after each search (tuning, tests). */
  trace?: (root: { key: string; visits: number; mean: number }[], iterations: number) => void;
}

/** Share of the time budget kept back for the last iteration's tree walk and scoring, and the move's choice. */
const MARGIN = 0.15;

/** A tree's part of a decision: the root plan it searched (the same in every part) and its root. */
interface TreePart {
  plan: RootPlan;
  tree: TreeResult;
}

export function ismctsBot(seed: number, options: IsmctsOptions = {}): Bot {
  // An iteration budget alone is never cut short by the clock (reproducible on any machine).
  const ms = options.msPerDecision ?? (options.iterations !== undefined ? Infinity : 1000);
  const iterations = options.iterations ?? Infinity;
  const trees = options.trees ?? 1;
  if (!Number.isInteger(trees) || trees < 1) throw new Error(`ismcts trees must be a positive integer, got ${String(options.trees)}`);
  const playoutDecisions = options.playoutDecisions ?? 40;
  const exploration = options.exploration ?? 0.7;

  /** No search: one option, indirect damage, or an assignment with one plan (the greedy policy's, lethal first). */
  const searches = (input: BotInput) => {
    const kind = input.view.prompt?.kind;
    return input.options.length > 1 && kind !== 'assignIndirect' && (kind !== 'assignDamage' || assignmentPlans(input).length > 1);
  };

  /** The root's moves, read from a determinization of the player's own game (what it shows of his hand and the board is his view's); the greedy move always among them. */
  function rootPlan(input: BotInput): RootPlan {
    const greedy = greedyChoice(input);
    const copy0 = input.determinize(mix(seed, input.view.stateId));
    const moves = movesAt(copy0, legalOptions(copy0), input) ?? input.options.map((o) => ({ key: o.key, plan: null }));
    if (!moves[0]!.plan && !moves.some((m) => m.key === greedy)) moves.unshift({ key: greedy, plan: null });
    return { moves, greedy, rates: [resourceWorth(input.view, 0), resourceWorth(input.view, 1)] };
  }

  /** Tree `t` (tree 0 grows from the bot's own seed) with its share of the time budget. */
  function part(input: BotInput, t: number, concurrent: number): TreePart {
    const t0 = performance.now();
    const plan = rootPlan(input);
    // Trees that cannot all run at once share the budget; the margin leaves room for the last iteration's tree walk and scoring.
    const budget = ms / Math.ceil(trees / Math.max(1, concurrent));
    const deadline = t0 + budget * (1 - MARGIN);
    return { plan, tree: searchTree(input, plan, t === 0 ? seed : mix(seed, 0x7ee5 + t), { iterations, deadline, playoutDecisions, exploration, forget: options.forget === true }) };
  }

  /** The most visited move over all trees; on a tie the greedy policy's (the search found nothing better). */
  function combine(input: BotInput, parts: readonly TreePart[]): string {
    const { moves, greedy } = parts[0]!.plan;
    const visits = moves.map((_, i) => parts.reduce((n, p) => n + p.tree.visits[i]!, 0));
    if (options.trace) {
      const rewardOf = (i: number) => parts.reduce((n, p) => n + p.tree.reward[i]!, 0);
      const done = parts.reduce((n, p) => n + p.tree.iterations, 0);
      options.trace(moves.map((m, i) => ({ key: m.key, visits: visits[i]!, mean: visits[i] ? rewardOf(i) / visits[i]! : 0 })).filter((m) => m.visits > 0), done);
    }
    let best = moves[0]!.plan ? 0 : Math.max(0, moves.findIndex((m) => m.key === greedy));
    for (let i = 0; i < moves.length; i++) if (visits[i]! > visits[best]!) best = i;
    const move = moves[best]!;
    // A declaration plan is played one unit at a time: its first unit now (the next decision searches again), or no more.
    if (move.plan) return move.plan.find((k) => input.options.some((o) => o.key === k)) ?? input.options.find((o) => o.key === 'pass')?.key ?? greedy;
    return move.key;
  }

  const split: SplitDecision = {
    parts: (input) => (searches(input) ? trees : 0),
    part: (input, i, concurrent) => part(input, i, concurrent),
    combine: (input, results) => combine(input, results as TreePart[]),
  };

  return {
    name: 'ismcts',
    split,
    choose(input) {
      if (input.options.length === 1) return input.options[0]!.key;
      if (!searches(input)) return greedyChoice(input);
      return combine(input, Array.from({ length: trees }, (_, t) => part(input, t, 1)));
    },
  };
}
