/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012): one tree for the
 * deciding player's information set. Each iteration draws a determinization (a game he cannot tell
 * from the real one), walks the tree with UCB over the options legal in that game (an edge is an
 * option key, so the same move in two determinizations is one edge; a child's availability counts
 * the iterations in which it was legal), adds one node (the greedy policy's move first), plays on with the heuristic greedy policy
 * for a bounded number of decisions and scores the position from the player's view of the copy.
 *
 * Not offered as a level: measured weaker than the greedy bot at the budgets this machine allows
 * (docs/AI.md). Its choices are a function of its input, seed and iteration count; with a time
 * budget alone they also depend on the machine's speed.
 */
import { applyInPlace, viewFor, type ClientOption, type GameState, type PlayerId } from '@invasion/engine';
import { decisionForKey, inputFor, type Bot, type BotInput, type BotOptions } from '../bot.js';
import { greedyChoice } from '../greedy/greedyBot.js';
import { evaluate, resourceWorth } from '../greedy/lookahead.js';

export interface IsmctsOptions extends BotOptions {
  /** Stop after this many iterations (tests, reproducible runs); with a time budget, whichever comes first. */
  iterations?: number;
  /** Decisions a playout runs with the greedy policy before the position is scored. */
  playoutDecisions?: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Receives the root's statistics after each search (tuning, tests). */
  trace?: (root: { key: string; visits: number; mean: number }[], iterations: number) => void;
}

class TreeNode {
  readonly children = new Map<string, TreeNode>();
  visits = 0;
  /** Sum of rewards from the point of view of `player`, the player whose move led here. */
  reward = 0;
  /** Iterations in which this node's move was legal when its parent was reached. */
  avail = 0;
  constructor(readonly player: PlayerId) {}
}

/** A 32-bit mix for per-iteration seeds. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  return (h ^ (h >>> 15)) >>> 0;
}

/** Decisions the tree descends at most in one iteration (decisions with one option are not counted). */
const MAX_TREE_DEPTH = 12;
/** A win is worth a little less for each decision it takes (and a loss a little more), so a quick win is preferred. */
const DELAY_COST = 0.004;

/** A reward in [0, 1] for `seat`: about 1 or 0 for a decided game, else the evaluation (resources at the root's rates) squashed. */
function reward(copy: GameState, seat: PlayerId, elapsed: number, rates: readonly [number, number]): number {
  const view = viewFor(copy, seat);
  const delay = Math.min(0.25, elapsed * DELAY_COST);
  if (view.result) return view.result.kind === 'win' ? (view.result.winner === seat ? 1 - delay : delay) : 0.5;
  return 0.25 + 0.5 / (1 + Math.exp(-evaluate(view, seat, rates) / 8));
}

function playout(copy: GameState, decisions: number): void {
  for (let i = 0; i < decisions && copy.prompt && !copy.result; i++) {
    const input = inputFor(copy);
    applyInPlace(copy, decisionForKey(copy, input.options, greedyChoice(input)));
  }
}

export function ismctsBot(seed: number, options: IsmctsOptions = {}): Bot {
  const ms = options.msPerDecision ?? 1000;
  const maxIterations = options.iterations ?? Infinity;
  const playoutDecisions = options.playoutDecisions ?? 40;
  const c = options.exploration ?? 0.7;

  function iterate(root: TreeNode, input: BotInput, iteration: number): void {
    const copy = input.determinize(mix(seed, mix(input.view.stateId, iteration)));
    const start = copy.decisions;
    const path: TreeNode[] = [];
    let node = root;
    let rng = mix(seed ^ 0x51ed, iteration);
    for (let depth = 0; depth < MAX_TREE_DEPTH && copy.prompt && !copy.result; ) {
      const p = copy.prompt.player;
      const here = inputFor(copy);
      const opts = here.options;
      if (opts.length === 1) {
        applyInPlace(copy, decisionForKey(copy, opts, opts[0]!.key));
        continue;
      }
      const untried: ClientOption[] = [];
      let best: { key: string; child: TreeNode; score: number } | null = null;
      for (const o of opts) {
        const child = node.children.get(o.key);
        if (!child) {
          untried.push(o);
          continue;
        }
        child.avail++;
        const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (!best || score > best.score) best = { key: o.key, child, score };
      }
      let key: string;
      let child: TreeNode;
      const expand = untried.length > 0;
      if (expand) {
        // The greedy policy's move is tried first, then the others in random order.
        const greedy = greedyChoice(here);
        rng = mix(rng, depth);
        key = untried.some((o) => o.key === greedy) ? greedy : untried[rng % untried.length]!.key;
        child = new TreeNode(p);
        child.avail = 1;
        node.children.set(key, child);
      } else {
        key = best!.key;
        child = best!.child;
      }
      applyInPlace(copy, decisionForKey(copy, opts, key));
      path.push(child);
      node = child;
      depth++;
      if (expand) break;
    }
    playout(copy, playoutDecisions);
    const r = reward(copy, input.seat, copy.decisions - start, [resourceWorth(input.view, 0), resourceWorth(input.view, 1)]);
    for (const n of path) {
      n.visits++;
      n.reward += n.player === input.seat ? r : 1 - r;
    }
  }

  return {
    name: 'ismcts',
    choose(input) {
      if (input.options.length === 1) return input.options[0]!.key;
      const root = new TreeNode(input.seat);
      const deadline = performance.now() + ms;
      let i = 0;
      for (; i < maxIterations && performance.now() < deadline; i++) iterate(root, input, i);
      options.trace?.([...root.children].map(([key, n]) => ({ key, visits: n.visits, mean: n.visits ? n.reward / n.visits : 0 })), i);
      // The most visited move; on a tie the greedy policy's (the search found nothing better).
      let best = greedyChoice(input);
      let most = root.children.get(best)?.visits ?? 0;
      for (const o of input.options) {
        const n = root.children.get(o.key)?.visits ?? 0;
        if (n > most) [best, most] = [o.key, n];
      }
      return best;
    },
  };
}
