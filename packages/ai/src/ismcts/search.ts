/**
 * One ISMCTS tree (Cowling, Powley & Whitehouse 2012) for the deciding player's information set.
 * Each iteration draws a determinization (a game he cannot tell from the real one), walks the tree
 * with UCB over the moves legal in that game (an edge is the mover's option key, so the same move
 * in two determinizations is one edge; a child's availability counts the iterations in which it
 * was legal), adds one node (the greedy policy's move first), plays on with the greedy policy for a
 * bounded number of decisions and scores the position from the player's view of the copy (the
 * greedy evaluation, squashed; a decided game about 1 or 0).
 *
 * A tree returns its root's statistics as plain data, so several trees (root parallelisation) can
 * grow on different threads and be added up by the bot (ismctsBot.ts).
 */
import { applyInPlace, legalOptions, viewFor, type GameState, type PlayerId } from '@invasion/engine';
import { inputFor, type BotInput } from '../bot.js';
import { greedyChoice } from '../greedy/greedyBot.js';
import { evaluate } from '../greedy/lookahead.js';
import { applyPlan, greedyStep, keysIndex, movesAt, playout, type Move } from './moves.js';

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
export function mix(a: number, b: number): number {
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
  // A deck the quest zone empties loses the game beyond a playout's horizon: feared earlier than the greedy evaluation does (two of ten games lost so at 100 ms).
  const deckRisk = (p: PlayerId) => 4 * Math.max(0, 7 - view.players[p].deckCount / Math.max(1, view.players[p].zones.quest.power));
  return 0.25 + 0.5 / (1 + Math.exp(-(evaluate(view, seat, rates) - deckRisk(seat) + deckRisk(seat === 0 ? 1 : 0)) / 8));
}

/** What every tree of one decision shares: the root's moves (the greedy move among them) and resource rates. */
export interface RootPlan {
  readonly moves: readonly Move[];
  /** The greedy policy's option key at the root. */
  readonly greedy: string;
  readonly rates: readonly [number, number];
}

/** A tree's root, as data: visits and summed rewards per root move (in `RootPlan.moves` order). */
export interface TreeResult {
  readonly visits: number[];
  readonly reward: number[];
  readonly iterations: number;
}

export interface TreeSettings {
  /** Iterations at most (Infinity: until the deadline). */
  readonly iterations: number;
  /** performance.now() after which no iteration starts and playouts stop. */
  readonly deadline: number;
  readonly playoutDecisions: number;
  /** UCB exploration constant (rewards are in [0, 1]). */
  readonly exploration: number;
  /** Determinizations forget what the player saw of his opponent's hidden cards. */
  readonly forget: boolean;
}

/** Grows one tree from `seed` (iteration seeds derive from it and the state) and returns its root. */
export function searchTree(input: BotInput, plan: RootPlan, seed: number, s: TreeSettings): TreeResult {
  const root = new TreeNode(input.seat);
  const c = s.exploration;
  const stateId = input.view.stateId;

  function iterate(iteration: number): void {
    const copy = input.determinize(mix(seed, mix(stateId, iteration)), { forget: s.forget });
    const start = copy.decisions;
    const path: TreeNode[] = [];
    let node = root;
    let rng = mix(seed ^ 0x51ed, iteration);
    for (let depth = 0; depth < MAX_TREE_DEPTH && copy.prompt && !copy.result; ) {
      if (depth > 0 && performance.now() > s.deadline) break;
      const p = copy.prompt.player;
      const decisions = legalOptions(copy);
      const moves = decisions.length === 1 ? null : depth === 0 ? plan.moves : movesAt(copy, decisions, null);
      if (!moves) {
        greedyStep(copy);
        continue;
      }
      // Edges are keyed as the mover's options name them (the root's are the bot's own option keys).
      const untried: number[] = [];
      let best: { i: number; child: TreeNode; score: number } | null = null;
      for (let i = 0; i < moves.length; i++) {
        const child = node.children.get(moves[i]!.key);
        if (!child) {
          untried.push(i);
          continue;
        }
        child.avail++;
        const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (!best || score > best.score) best = { i, child, score };
      }
      let pick: number;
      let child: TreeNode;
      const expand = untried.length > 0;
      if (expand) {
        // The greedy policy's move is tried first (a plan list starts with it), then the others in random order.
        const greedy = moves[0]!.plan ? moves[0]!.key : depth === 0 ? plan.greedy : greedyChoice(inputFor(copy));
        const g = untried.find((i) => moves[i]!.key === greedy);
        rng = mix(rng, depth);
        pick = g ?? untried[rng % untried.length]!;
        child = new TreeNode(p);
        child.avail = 1;
        node.children.set(moves[pick]!.key, child);
      } else {
        pick = best!.i;
        child = best!.child;
      }
      const move = moves[pick]!;
      if (move.plan) applyPlan(copy, move.plan);
      else {
        const i = keysIndex(copy, decisions, move.key);
        // Only at the root, and only on a copy that forgot a card the move needs: the iteration is dropped.
        if (i < 0) {
          if (expand) node.children.delete(move.key);
          return;
        }
        applyInPlace(copy, decisions[i]!);
      }
      path.push(child);
      node = child;
      depth++;
      if (expand) break;
    }
    playout(copy, s.playoutDecisions, s.deadline);
    const r = reward(copy, input.seat, copy.decisions - start, plan.rates);
    for (const n of path) {
      n.visits++;
      n.reward += n.player === input.seat ? r : 1 - r;
    }
  }

  let i = 0;
  for (; i < s.iterations && performance.now() < s.deadline; i++) iterate(i);
  const children = plan.moves.map((m) => root.children.get(m.key));
  return { visits: children.map((n) => n?.visits ?? 0), reward: children.map((n) => n?.reward ?? 0), iterations: i };
}
