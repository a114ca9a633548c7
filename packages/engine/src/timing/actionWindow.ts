/**
 * Action windows (FAQ section 3, Detailed Timing B). Players alternate, the active player first.
 * Each may take an action (it starts a chain or joins the open one) or pass. When both pass in
 * succession the chain resolves last in, first out (B-3); then the window reopens with the player
 * after the one who started that chain (B-4). It closes when both pass in succession with no chain.
 * A player whose only legal option is to pass passes without being asked.
 */
import { log, playerName } from '../log.js';
import { opponent } from '../rules/queries.js';
import { actionOptions, takeAction } from '../play/actions.js';
import type { Decision, GameState, PlayerId, Prompt, Step } from '../types.js';
import { primeOptions } from '../decisions.js';
import { disarmTriggeredActions } from '../abilities/triggered.js';
import { withConstantCache } from '../abilities/constants.js';

type WindowStep = Extract<Step, { t: 'window' }>;

export function openWindow(state: GameState): void {
  state.stack.push({ t: 'window', priority: state.active, passes: 0, chainStarter: state.active });
}

export function runWindowStep(state: GameState, step: WindowStep): void {
  if (step.passes >= 2) {
    if (state.chain.length > 0) {
      step.passes = 0;
      step.priority = opponent(step.chainStarter);
      state.stack.push({ t: 'resolveChain' });
    } else {
      state.stack.pop();
      disarmTriggeredActions(state);
    }
    return;
  }
  // Listing the options decides whether to ask at all; the prompt then keeps the list.
  const options = withConstantCache(state, () => optionsFor(state, step.priority));
  if (options.length === 1) {
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

export function applyWindowDecision(state: GameState, d: Decision): void {
  const step = state.stack[state.stack.length - 1] as WindowStep;
  if (d.type === 'pass') {
    if (state.log) log(state, `${playerName(step.priority)} passes`);
    pass(step);
    return;
  }
  if (state.chain.length === 0) step.chainStarter = step.priority;
  step.passes = 0;
  const actor = step.priority;
  step.priority = opponent(actor);
  takeAction(state, actor, d);
}
