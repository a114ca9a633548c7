/**
 * Action windows (FAQ section 3, Detailed Timing B). Players alternate, the active player first.
 * Each may take an action (it starts a chain or joins the open one) or pass. When both pass in
 * succession the chain resolves last in, first out (B-3); then the window reopens with the player
 * after the one who started that chain (B-4). It closes when both pass in succession with no chain.
 * A player whose only legal option is to pass passes without being asked.
 *
 * Triggered actions (FAQ: Triggered Actions; B-1): one whose condition was met may be used at its
 * controller's first opportunity in the next action window — when he next has priority — or never:
 * if he passes or does anything else instead, it is gone. He may put his triggered actions on the
 * chain one per priority, as long as he does nothing else.
 */
import { record } from '../log.js';
import { opponent } from '../primitives/cards.js';
import { RB } from '../primitives/lasting.js';
import { withConstantCache } from '../characteristics/constants.js';
import { compiledOf } from '../ruleset/registry.js';
import type { Decision, GameState, PlayerId, Prompt, Step } from '../types.js';
import { primeOptions } from './optionsCache.js';
import { actionOptions, takeAction } from './actions.js';

type WindowStep = Extract<Step, { t: 'window' }>;

export function openWindow(state: GameState): void {
  state.stack.push({ t: 'window', priority: state.active, passes: 0, chainStarter: state.active });
}

/** The player now has priority: his armed triggered actions meet their first opportunity. */
function offerTriggered(state: GameState, p: PlayerId): void {
  for (const e of state.effects) if (e.k === RB.armed && e.controller === p) e.data.offered = 1;
}

/** He let his first opportunity go: his offered triggered actions are gone. */
function dropOffered(state: GameState, p: PlayerId): void {
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) if (fx[i]!.k === RB.armed && fx[i]!.controller === p && fx[i]!.data.offered) fx.splice(i, 1);
}

/** FAQ: Triggered Actions — one not used in the first action window after its condition can no longer be used. */
function disarmAll(state: GameState): void {
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) if (fx[i]!.k === RB.armed) fx.splice(i, 1);
}

export function runWindowStep(state: GameState, step: WindowStep): void {
  if (step.passes >= 2) {
    if (state.chain.length > 0) {
      step.passes = 0;
      step.priority = opponent(step.chainStarter);
      state.stack.push({ t: 'resolveChain' });
    } else {
      state.stack.pop();
      disarmAll(state);
    }
    return;
  }
  offerTriggered(state, step.priority);
  // Listing the options decides whether to ask at all; the prompt then keeps the list.
  const options = withConstantCache(state, () => optionsFor(state, step.priority));
  if (options.length === 1) {
    dropOffered(state, step.priority);
    pass(step);
    return;
  }
  const prompt: Prompt = { player: step.priority, kind: 'action', amount: 0, effects: [] };
  state.prompt = prompt;
  primeOptions(prompt, options);
}

function optionsFor(state: GameState, p: PlayerId): Decision[] {
  return [{ type: 'pass' }, ...actionOptions(state, p)];
}

function pass(step: WindowStep): void {
  step.passes++;
  step.priority = opponent(step.priority);
}

/** Options at an action prompt: pass, or any legal action. */
export function windowOptions(state: GameState): Decision[] {
  const step = state.stack[state.stack.length - 1] as WindowStep;
  return optionsFor(state, step.priority);
}

/** Whether a decision uses one of the player's triggered actions. */
function usesTriggeredAction(state: GameState, d: Decision): boolean {
  if (d.type !== 'use') return false;
  const a = compiledOf(state.cards[d.card]!).byId.get(d.ability);
  return a !== undefined && a.trigger !== null;
}

export function applyWindowDecision(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as WindowStep;
  const actor = step.priority;
  // Passing to let an open chain resolve is not letting them go: the FAQ's Rat Ogres example lets
  // each copy be used once during that action window. Declining (passing with no chain) or doing
  // anything else is.
  if (!usesTriggeredAction(state, d) && !(d.type === 'pass' && state.chain.length > 0)) dropOffered(state, actor);
  if (d.type === 'pass') {
    if (state.log) record(state, { type: 'passed', player: actor });
    pass(step);
    return;
  }
  if (state.chain.length === 0) step.chainStarter = actor;
  step.passes = 0;
  step.priority = opponent(actor);
  takeAction(state, actor, d);
}
