/**
 * The moves of the ISMCTS tree and its playouts, on the bot's own determinization (an imagined
 * game): option keys read from the engine (no labels), declaration and damage-assignment plans
 * (macro-moves), the capital phase's kept plays, and the greedy policy's step as playouts play it.
 */
import { applyInPlace, legalOptions, optionKey, toClientDecision, type Decision, type GameState } from '@invasion/engine';
import { inputFor, type BotInput } from '../bot.js';
import { cardIndex, unitValue } from '../greedy/board.js';
import { attackSet, defendSet, lethalNeed } from '../greedy/combat.js';
import { greedyChoice } from '../greedy/greedyBot.js';
import { capitalChoice, capitalScores, isTacticOrAbility } from './fastPolicy.js';

/** The keys (as the deciding player's options name them) of the decisions legal on the copy: labels are not needed. */
export function keysOf(copy: GameState, decisions: readonly Decision[]): string[] {
  const p = copy.prompt!.player;
  return decisions.map((d) => optionKey(toClientDecision(copy, d, p)));
}

/**
 * Plays `keys` (option keys of the mover's declaration or assignment prompt) one after another
 * while the same player is still asked the same kind of prompt; then a declaration declares no more
 * ('pass') and an assignment's damage left over goes where the greedy policy puts it.
 */
export function applyPlan(copy: GameState, keys: readonly string[]): void {
  const { kind, player } = copy.prompt!;
  const same = () => !copy.result && copy.prompt?.kind === kind && copy.prompt.player === player;
  for (const key of keys) {
    if (!same()) return;
    const decisions = legalOptions(copy);
    const i = keysOf(copy, decisions).indexOf(key);
    if (i >= 0) applyInPlace(copy, decisions[i]!);
  }
  if (!DECLARATIONS.has(kind)) {
    while (same()) greedyStep(copy);
    return;
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

export const DECLARATIONS = new Set(['declareAttackers', 'declareDefenders']);

/**
 * One decision of the greedy policy on the bot's own copy. Most playout decisions are action
 * windows: outside the mover's capital phase the greedy policy (without simulation) passes, and in
 * it the capital policy reads the state (fastPolicy.ts); forced moves too are read from the engine
 * directly. A declaration of attackers or defenders is played as the greedy set at once (one view);
 * the other prompts build the mover's view.
 */
export function greedyStep(copy: GameState): void {
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
export function playout(copy: GameState, decisions: number, deadline: number): void {
  for (let i = 0; i < decisions && copy.prompt && !copy.result; i++) {
    if (performance.now() > deadline) return;
    greedyStep(copy);
  }
}

/** The index of the decision whose key is `key`, or -1 (a root move a forgetful determinization does not allow). */
export function keysIndex(copy: GameState, decisions: readonly Decision[], key: string): number {
  return keysOf(copy, decisions).indexOf(key);
}

/** A move of the tree: its edge key and the option keys it plays (one option, or a declaration plan). */
export interface Move {
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

/** Units whose kill sets an assignment plan weighs at most (2^n subsets); more, and the greedy policy assigns alone. */
const MAX_ASSIGN_TARGETS = 8;
/** Assignment plans kept: the greedy policy's and the kill sets worth most. */
const MAX_ASSIGN_PLANS = 6;

/**
 * Macro-moves for combat damage assignment (the raw options put some damage on one target at a
 * time: amounts times targets, step after step): whole assignments, each a set of the opponent's
 * units to destroy, as many as the damage can (maximal sets: no other unit would fit). A plan gives
 * each of its units exactly the damage its option label says destroys it, most valuable first;
 * what is left over goes where the greedy policy puts it (the capital once every defender has
 * lethal damage, else onto a unit). The greedy policy's lethal-first plan comes first; an edge is
 * keyed by the plan's option keys. Fewer than two plans (one target, nothing to kill, or a target
 * of one's own): [], the greedy policy assigns.
 */
export function assignmentPlans(input: BotInput): Move[] {
  if (input.view.prompt?.kind !== 'assignDamage') return [];
  const cards = cardIndex(input.view);
  const damage = input.options.reduce((n, o) => Math.max(n, o.decision.type === 'assign' ? Number(o.decision.amount) : 0), 0);
  const units = new Map<number, { key: string; need: number; value: number }>();
  for (const o of input.options) {
    if (o.decision.type !== 'assign' || typeof o.decision.target !== 'number') continue;
    const c = cards.get(o.decision.target);
    if (!c || c.controller === input.seat) return [];
    const need = lethalNeed(o);
    if (need !== null && need > 0 && need <= damage && Number(o.decision.amount) === need) units.set(c.id, { key: o.key, need, value: unitValue(c) });
  }
  const list = [...units.values()].sort((a, b) => b.value - a.value || a.need - b.need);
  if (list.length > MAX_ASSIGN_TARGETS) return [];
  const sets: { keys: string[]; value: number }[] = [];
  for (let mask = 1; mask < 1 << list.length; mask++) {
    const chosen = list.filter((_, i) => mask & (1 << i));
    const used = chosen.reduce((n, u) => n + u.need, 0);
    if (used > damage) continue;
    // Maximal only: a set with room for another unit is worth less than that set with it.
    if (list.some((u, i) => !(mask & (1 << i)) && used + u.need <= damage)) continue;
    sets.push({ keys: chosen.map((u) => u.key), value: chosen.reduce((n, u) => n + u.value, 0) });
  }
  if (sets.length < 2) return [];
  sets.sort((a, b) => b.value - a.value);
  const greedy = greedyChoice(input);
  const first = sets.findIndex((p) => p.keys[0] === greedy);
  const ordered = first >= 0 ? [sets[first]!, ...sets.filter((_, i) => i !== first)] : [{ keys: [greedy], value: 0 }, ...sets];
  return ordered.slice(0, MAX_ASSIGN_PLANS).map((p) => ({ key: `plan:${[...p.keys].sort().join(',')}`, plan: p.keys }));
}

/** Plays (units, supports, quests, a development) the capital phase's moves keep besides tactics, abilities and passing. */
const CAPITAL_WIDTH = 4;

/**
 * The moves at the copy's prompt; null when the greedy policy plays it without branching (indirect
 * damage to one's own cards, and an assignment with fewer than two plans). In the mover's capital
 * phase: passing, every tactic and ability (what only a search can weigh) and the CAPITAL_WIDTH
 * plays the capital policy values most — not every card into every zone.
 */
export function movesAt(copy: GameState, decisions: readonly Decision[], input: BotInput | null): Move[] | null {
  const kind = copy.prompt!.kind;
  if (kind === 'assignIndirect') return null;
  if (kind === 'assignDamage') {
    const plans = assignmentPlans(input ?? inputFor(copy));
    return plans.length ? plans : null;
  }
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

