/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012): one tree for the
 * deciding player's information set. Each iteration draws a determinization (a game he cannot tell
 * from the real one), walks the tree with UCB over the moves legal in that game (an edge is the
 * mover's option key, so the same move in two determinizations is one edge; a child's availability
 * counts the iterations in which it was legal), adds one node (the greedy policy's move first),
 * plays on with the greedy policy for a bounded number of decisions and scores the position from
 * the player's view of the copy (the greedy evaluation, squashed; a decided game about 1 or 0).
 *
 * Macro-moves where the raw branching explodes: a declaration of attackers or defenders is a
 * handful of whole plans (declarationPlans), damage assignment is the greedy policy's lethal-first,
 * and the capital phase keeps passing, tactics, abilities and the plays its policy values most.
 *
 * The root decision comes only from the bot's input (view, options, determinizations). Below the
 * root everything happens on the bot's own determinization, an imagined game: playouts and the tree
 * read it through the engine (legalOptions, applyInPlace, the state for the capital policy —
 * fastPolicy.ts) instead of building a view at each decision, which made an iteration 3-5 times
 * slower. The clock is read at each playout decision, and the search stops MARGIN short of the
 * budget. With an iteration budget (and no time budget) its choices are a function of its input
 * and seed; with a time budget they also depend on the machine's speed.
 */
import { applyInPlace, legalOptions, optionKey, toClientDecision, viewFor, type Decision, type GameState, type PlayerId } from '@invasion/engine';
import { inputFor, type Bot, type BotInput, type BotOptions } from '../bot.js';
import { attackSet, defendSet } from '../greedy/combat.js';
import { greedyChoice } from '../greedy/greedyBot.js';
import { evaluate, resourceWorth } from '../greedy/lookahead.js';
import { capitalChoice, capitalScores, isTacticOrAbility } from './fastPolicy.js';

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

/** Share of the time budget kept back for the last iteration's tree walk and scoring, and the move's choice. */
const MARGIN = 0.15;
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

/** The keys (as the deciding player's options name them) of the decisions legal on the copy: labels are not needed. */
function keysOf(copy: GameState, decisions: readonly Decision[]): string[] {
  const p = copy.prompt!.player;
  return decisions.map((d) => optionKey(toClientDecision(copy, d, p)));
}

/**
 * Plays `keys` (option keys of the mover's declaration prompt) one after another while the same
 * player is still asked the same kind of declaration, then declares no more ('pass').
 */
function applyPlan(copy: GameState, keys: readonly string[]): void {
  const { kind, player } = copy.prompt!;
  const same = () => !copy.result && copy.prompt?.kind === kind && copy.prompt.player === player;
  for (const key of keys) {
    if (!same()) return;
    const decisions = legalOptions(copy);
    const i = keysOf(copy, decisions).indexOf(key);
    if (i >= 0) applyInPlace(copy, decisions[i]!);
  }
  if (!same()) return;
  // while a declaration is still owed (no pass: a unit that cannot attack or defend alone stands alone), the first one offered
  let options = legalOptions(copy);
  while (options.length > 0 && !options.some((d) => d.type === 'pass')) {
    applyInPlace(copy, options[0]!);
    if (!same()) return;
    options = legalOptions(copy);
  }
  const pass = options.find((d) => d.type === 'pass');
  if (pass) applyInPlace(copy, pass);
}

const DECLARATIONS = new Set(['declareAttackers', 'declareDefenders']);

/**
 * One decision of the greedy policy on the bot's own copy. Most playout decisions are action
 * windows: outside the mover's capital phase the greedy policy (without simulation) passes, and in
 * it the capital policy reads the state (fastPolicy.ts); forced moves too are read from the engine
 * directly. A declaration of attackers or defenders is played as the greedy set at once (one view);
 * the other prompts build the mover's view.
 */
function greedyStep(copy: GameState): void {
  const decisions = legalOptions(copy);
  if (decisions.length === 1) return applyInPlace(copy, decisions[0]!);
  const prompt = copy.prompt!;
  if (prompt.kind === 'action') {
    if (copy.phase === 'capital' && copy.active === prompt.player) return applyInPlace(copy, capitalChoice(copy, decisions));
    const pass = decisions.find((d) => d.type === 'pass');
    if (pass) return applyInPlace(copy, pass);
  }
  const input = inputFor(copy);
  if (DECLARATIONS.has(prompt.kind)) return applyPlan(copy, (prompt.kind === 'declareAttackers' ? attackSet(input) : defendSet(input)).map((o) => o.key));
  const key = greedyChoice(input);
  applyInPlace(copy, decisions[input.options.findIndex((o) => o.key === key)]!);
}

/** Runs the copy on by the greedy policy for at most `decisions` decisions, or until `deadline`. */
function playout(copy: GameState, decisions: number, deadline: number): void {
  for (let i = 0; i < decisions && copy.prompt && !copy.result; i++) {
    if (performance.now() > deadline) return;
    greedyStep(copy);
  }
}

function keysIndex(copy: GameState, decisions: readonly Decision[], key: string): number {
  const i = keysOf(copy, decisions).indexOf(key);
  if (i < 0) throw new Error(`no option '${key}' on the copy`);
  return i;
}

/** A move of the tree: its edge key and the option keys it plays (one option, or a declaration plan). */
interface Move {
  key: string;
  plan: readonly string[] | null;
}

/**
 * Macro-moves for a declaration (the raw options declare one unit at a time: a deep, wide tree):
 * a handful of whole sets — the greedy set first, none, every candidate, the greedy set less one of
 * its units or plus one more — each an edge keyed by its option keys, so the same plan in two
 * determinizations is one edge.
 */
export function declarationPlans(input: BotInput): Move[] {
  const greedy = (input.view.prompt?.kind === 'declareAttackers' ? attackSet(input) : defendSet(input)).map((o) => o.key);
  const type = input.view.prompt?.kind === 'declareAttackers' ? 'attacker' : 'defender';
  const all = input.options.filter((o) => o.decision.type === type).map((o) => o.key);
  const sets: string[][] = [greedy, [], all];
  for (const k of greedy.slice(0, 3)) sets.push(greedy.filter((g) => g !== k));
  for (const k of all.filter((a) => !greedy.includes(a)).slice(0, 3)) sets.push([...greedy, k]);
  const seen = new Set<string>();
  const out: Move[] = [];
  for (const set of sets) {
    const key = `plan:${[...set].sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, plan: set });
  }
  return out;
}

/** Plays (units, supports, quests, a development) the capital phase's moves keep besides tactics, abilities and passing. */
const CAPITAL_WIDTH = 4;

/**
 * The moves at the copy's prompt; null when the greedy policy plays it without branching (damage
 * assignment). In the mover's capital phase: passing, every tactic and ability (what only a search
 * can weigh) and the CAPITAL_WIDTH plays the capital policy values most — not every card into
 * every zone.
 */
function movesAt(copy: GameState, decisions: readonly Decision[], input: BotInput | null): Move[] | null {
  const kind = copy.prompt!.kind;
  if (kind === 'assignDamage' || kind === 'assignIndirect') return null;
  if (DECLARATIONS.has(kind)) return declarationPlans(input ?? inputFor(copy));
  const keys = keysOf(copy, decisions);
  if (kind === 'action' && copy.phase === 'capital' && copy.active === copy.prompt!.player) {
    const scores = capitalScores(copy, decisions);
    const plays = decisions.map((_, i) => i).filter((i) => scores[i]! > 0 && !isTacticOrAbility(copy, decisions[i]!));
    plays.sort((a, b) => scores[b]! - scores[a]!);
    const keep = new Set(plays.slice(0, CAPITAL_WIDTH));
    return keys.filter((_, i) => keep.has(i) || decisions[i]!.type === 'pass' || isTacticOrAbility(copy, decisions[i]!)).map((key) => ({ key, plan: null }));
  }
  return keys.map((key) => ({ key, plan: null }));
}

export function ismctsBot(seed: number, options: IsmctsOptions = {}): Bot {
  // An iteration budget alone is never cut short by the clock (reproducible on any machine).
  const ms = options.msPerDecision ?? (options.iterations !== undefined ? Infinity : 1000);
  const maxIterations = options.iterations ?? Infinity;
  const playoutDecisions = options.playoutDecisions ?? 40;
  const c = options.exploration ?? 0.7;

  function iterate(root: TreeNode, input: BotInput, iteration: number, deadline: number): void {
    const copy = input.determinize(mix(seed, mix(input.view.stateId, iteration)));
    const start = copy.decisions;
    const path: TreeNode[] = [];
    let node = root;
    let rng = mix(seed ^ 0x51ed, iteration);
    for (let depth = 0; depth < MAX_TREE_DEPTH && copy.prompt && !copy.result; ) {
      if (depth > 0 && performance.now() > deadline) break;
      const p = copy.prompt.player;
      const decisions = legalOptions(copy);
      const moves = decisions.length === 1 ? null : depth === 0 ? rootMoves : movesAt(copy, decisions, null);
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
        const greedy = moves[0]!.plan ? moves[0]!.key : depth === 0 ? rootGreedy : greedyChoice(inputFor(copy));
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
      else applyInPlace(copy, decisions[keysIndex(copy, decisions, move.key)]!);
      path.push(child);
      node = child;
      depth++;
      if (expand) break;
    }
    playout(copy, playoutDecisions, deadline);
    const r = reward(copy, input.seat, copy.decisions - start, rates);
    for (const n of path) {
      n.visits++;
      n.reward += n.player === input.seat ? r : 1 - r;
    }
  }
  let rootGreedy = '';
  let rootMoves: Move[] = [];
  let rates: [number, number] = [0, 0];

  return {
    name: 'ismcts',
    choose(input) {
      if (input.options.length === 1) return input.options[0]!.key;
      const t0 = performance.now();
      const kind = input.view.prompt?.kind ?? '';
      rootGreedy = greedyChoice(input);
      // Damage assignment is the greedy policy's (lethal first): no search.
      if (kind === 'assignDamage' || kind === 'assignIndirect') return rootGreedy;
      const root = new TreeNode(input.seat);
      // The root's moves, read from a determinization of the player's own game (what it shows of his hand and the board is his view's); the greedy move always among them.
      const copy0 = input.determinize(mix(seed, input.view.stateId));
      rootMoves = movesAt(copy0, legalOptions(copy0), input) ?? input.options.map((o) => ({ key: o.key, plan: null }));
      if (!rootMoves[0]!.plan && !rootMoves.some((m) => m.key === rootGreedy)) rootMoves.unshift({ key: rootGreedy, plan: null });
      rates = [resourceWorth(input.view, 0), resourceWorth(input.view, 1)];
      // The clock is read inside playouts too; the margin leaves room for the last iteration's tree walk and scoring.
      const deadline = t0 + ms * (1 - MARGIN);
      let i = 0;
      for (; i < maxIterations && performance.now() < deadline; i++) iterate(root, input, i, deadline);
      options.trace?.([...root.children].map(([key, n]) => ({ key, visits: n.visits, mean: n.visits ? n.reward / n.visits : 0 })), i);
      // The most visited move; on a tie the greedy policy's (the search found nothing better).
      let best = rootMoves[0]!.plan ? rootMoves[0]! : (rootMoves.find((m) => m.key === rootGreedy) ?? rootMoves[0]!);
      let most = root.children.get(best.key)?.visits ?? 0;
      for (const m of rootMoves) {
        const n = root.children.get(m.key)?.visits ?? 0;
        if (n > most) [best, most] = [m, n];
      }
      // A declaration plan is played one unit at a time: its first unit now (the next decision searches again), or no more.
      if (best.plan) return best.plan.find((k) => input.options.some((o) => o.key === k)) ?? input.options.find((o) => o.key === 'pass')?.key ?? rootGreedy;
      return best.key;
    },
  };
}
