/**
 * The decision protocol: the engine stops at a prompt; `legalOptions` enumerates every legal
 * decision; `applyDecision` accepts only one of them (or throws a DecisionError naming the problem
 * and leaving the state untouched), then runs the engine to the next prompt.
 */
import { advance } from './flow.js';
import { applyMulligan, mulliganOptions } from './turn/setup.js';
import { applyRestore, restoreOptions } from './turn/restore.js';
import { applyWindowDecision, windowOptions } from './timing/actionWindow.js';
import { explainAction } from './play/actions.js';
import { applyOrderDecision, applyTargetDecision, orderOptions, targetOptions } from './timing/triggers.js';
import { applyIndirectDecision, indirectOptions } from './rules/indirectDamage.js';
import {
  applyAmbushDecision,
  applyAssignDecision,
  applyAttackZone,
  applyDeclareAttackers,
  applyDeclareDefenders,
  attackZoneOptions,
} from './combat/battlefieldPhase.js';
import { attackerOptions, defenderOptions } from './combat/declare.js';
import { ambushOptions } from './combat/ambush.js';
import { assignOptions } from './combat/assignDamage.js';
import { applyChooseDecision, chooseOptions } from './abilities/use.js';
import { applyDiscardOrderDecision, discardOrderOptions, resetDiscardBatch } from './rules/discardOrder.js';
import { withConstantCache } from './abilities/constants.js';
import type { Decision, GameState, Prompt } from './types.js';

export class DecisionError extends Error {}

/**
 * Options are listed once per prompt: the engine makes a new prompt object for every decision, so
 * the prompt's identity keys a one-entry cache (bots and validation ask for the same list).
 */
let cachedPrompt: Prompt | null = null;
let cachedOptions: Decision[] = [];

/** The step that made a prompt may already know its options (it listed them to decide whether to ask). */
export function primeOptions(prompt: Prompt, options: Decision[]): void {
  cachedPrompt = prompt;
  cachedOptions = options;
}

/** Every legal decision at the current prompt (empty when the game is over). */
export function legalOptions(state: GameState): Decision[] {
  const prompt = state.prompt;
  if (!prompt || state.result) return [];
  if (prompt === cachedPrompt) return cachedOptions;
  cachedOptions = withConstantCache(state, () => listOptions(state, prompt));
  cachedPrompt = prompt;
  return cachedOptions;
}

function listOptions(state: GameState, prompt: Prompt): Decision[] {
  switch (prompt.kind) {
    case 'mulligan':
      return mulliganOptions();
    case 'action':
      return windowOptions(state);
    case 'restore':
      return restoreOptions(state);
    case 'attackZone':
      return attackZoneOptions(state);
    case 'declareAttackers':
      return attackerOptions(state);
    case 'ambush':
      return ambushOptions(state);
    case 'declareDefenders':
      return defenderOptions(state);
    case 'assignDamage':
      return assignOptions(state);
    case 'assignIndirect':
      return indirectOptions(state);
    case 'orderEffects':
      return orderOptions(state);
    case 'chooseTarget':
      return targetOptions(state);
    case 'choose':
      return chooseOptions(state);
    case 'orderDiscard':
      return discardOrderOptions(state);
  }
}

const FIELDS: Record<Decision['type'], readonly string[]> = {
  pass: [],
  mulligan: [],
  keep: [],
  play: ['card', 'zone', 'target', 'x'],
  use: ['card', 'ability'],
  develop: ['card', 'zone'],
  restore: ['card'],
  attack: ['zone', 'target'],
  attacker: ['card'],
  defender: ['card'],
  ambush: ['card'],
  assign: ['target', 'amount'],
  resolve: ['index'],
  target: ['target', 'player'],
};

/** Same decision: same type and same values for every field either side sets. */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a.type !== b.type) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const f of FIELDS[a.type]) if (ra[f] !== rb[f]) return false;
  return true;
}

function checkShape(d: unknown): Decision {
  if (typeof d !== 'object' || d === null || Array.isArray(d)) throw new DecisionError('a decision must be an object like { "type": "pass" }');
  const r = d as Record<string, unknown>;
  if (typeof r.type !== 'string' || !(r.type in FIELDS)) {
    throw new DecisionError(`unknown decision type ${JSON.stringify(r.type)}; expected one of: ${Object.keys(FIELDS).join(', ')}`);
  }
  const allowed = new Set(['type', ...FIELDS[r.type as Decision['type']]]);
  for (const k of Object.keys(r)) if (!allowed.has(k)) throw new DecisionError(`decision '${r.type}' has an unexpected field '${k}'`);
  return r as unknown as Decision;
}

/** Throws a DecisionError explaining why `d` is not legal now; returns the matching legal option. */
export function validateDecision(state: GameState, raw: unknown): Decision {
  if (state.result) throw new DecisionError('the game is over');
  const prompt = state.prompt;
  if (!prompt) throw new DecisionError('no decision is pending');
  const d = checkShape(raw);
  const options = legalOptions(state);
  for (const o of options) if (sameDecision(o, d)) return o;
  const why = prompt.kind === 'action' ? explainAction(state, prompt.player, d) : null;
  if (why) throw new DecisionError(`illegal ${d.type}: ${why}`);
  const types = [...new Set(options.map((o) => o.type))];
  if (!types.includes(d.type)) {
    throw new DecisionError(`'${d.type}' is not a legal decision at the ${prompt.kind} prompt of player ${prompt.player + 1}; legal: ${types.join(', ')}`);
  }
  throw new DecisionError(`illegal ${d.type}: ${JSON.stringify(d)} is not among the ${options.length} legal options`);
}

/** Applies a legal decision to `state` in place and advances to the next prompt. */
export function applyInPlace(state: GameState, raw: unknown): void {
  const d = validateDecision(state, raw);
  const prompt = state.prompt as Prompt;
  state.prompt = null;
  state.decisions++;
  resetDiscardBatch();
  dispatch(state, d, prompt);
  advance(state);
}

function dispatch(state: GameState, d: Decision, prompt: Prompt): void {
  switch (prompt.kind) {
    case 'mulligan':
      return applyMulligan(state, d);
    case 'action':
      return applyWindowDecision(state, d);
    case 'restore':
      return applyRestore(state, d);
    case 'attackZone':
      return applyAttackZone(state, d);
    case 'declareAttackers':
      return applyDeclareAttackers(state, d);
    case 'ambush':
      return applyAmbushDecision(state, d);
    case 'declareDefenders':
      return applyDeclareDefenders(state, d);
    case 'assignDamage':
      return applyAssignDecision(state, d);
    case 'assignIndirect':
      return applyIndirectDecision(state, d);
    case 'orderEffects':
      return applyOrderDecision(state, d, prompt);
    case 'chooseTarget':
      return applyTargetDecision(state, d);
    case 'choose':
      return applyChooseDecision(state, d);
    case 'orderDiscard':
      return applyDiscardOrderDecision(state, d);
  }
}
