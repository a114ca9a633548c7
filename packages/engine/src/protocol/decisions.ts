/**
 * The decision protocol: the engine stops at a prompt; `legalOptions` enumerates every legal
 * decision; `applyInPlace` accepts only one of them — anything else, any JSON value at all, is
 * rejected with a DecisionError naming the problem and the state untouched — then runs the engine
 * to the next prompt.
 */
import { advance } from '../flow/advance.js';
import { applyMulligan, mulliganOptions } from '../flow/setup.js';
import { applyRestore, restoreOptions } from '../flow/restore.js';
import { applyWindowDecision, windowOptions } from '../flow/window.js';
import { explainAction } from '../flow/actions.js';
import { applyOrderDecision, orderOptions } from '../flow/triggers.js';
import { applyIndirectDecision, indirectOptions } from '../flow/indirect.js';
import { applyAmbushDecision, applyAssignDecision, applyAttackZone, applyDeclareAttackers, applyDeclareDefenders, attackZoneOptions } from '../flow/combat/combat.js';
import { attackerOptions, defenderOptions } from '../flow/combat/declare.js';
import { ambushOptions } from '../flow/combat/ambush.js';
import { assignOptions } from '../flow/combat/assignDamage.js';
import { applyChooseDecision, chooseOptions } from '../abilities/interpret.js';
import { applyDiscardOrderDecision, clearDiscarded, discardOrderOptions } from '../flow/discardOrder.js';
import { applyPayDecision, payOptions } from '../effects/payment.js';
import { applyReplaceDecision, replaceOptions } from '../flow/replaceStep.js';
import { withConstantCache } from '../characteristics/constants.js';
import { cachedOptionsFor, primeOptions } from '../flow/optionsCache.js';
import type { Decision, GameState, Prompt } from '../types.js';

export class DecisionError extends Error {}

/** Every legal decision at the current prompt (empty when the game is over). */
export function legalOptions(state: GameState): Decision[] {
  const prompt = state.prompt;
  if (!prompt || state.result) return [];
  const cached = cachedOptionsFor(prompt);
  if (cached) return cached;
  const options = withConstantCache(state, () => listOptions(state, prompt));
  primeOptions(prompt, options);
  return options;
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
    case 'choose':
      return chooseOptions(state);
    case 'orderDiscard':
      return discardOrderOptions(state);
    case 'pay':
      return payOptions(state);
    case 'replace':
      return replaceOptions(state);
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
  number: ['value'],
  mode: ['index'],
};

/** The fields a decision of this type may carry, in their canonical order. */
export function decisionFields(type: Decision['type']): readonly string[] {
  return FIELDS[type];
}

/** Same decision: same type and same values for every field either side sets. */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a.type !== b.type) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (const f of FIELDS[a.type]) if (ra[f] !== rb[f]) return false;
  return true;
}

/** A short, safe rendering of untrusted input for error messages. */
function show(v: unknown): string {
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = Object.prototype.toString.call(v);
  }
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

/** Checks that untrusted input has the shape of a decision (not that it is legal). */
export function checkShape(d: unknown): Decision {
  if (typeof d !== 'object' || d === null || Array.isArray(d)) throw new DecisionError(`a decision must be an object like { "type": "pass" }, got ${show(d)}`);
  const r = d as Record<string, unknown>;
  const type = Object.prototype.hasOwnProperty.call(r, 'type') ? r.type : undefined;
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, type)) {
    throw new DecisionError(`unknown decision type ${show(type)}; expected one of: ${Object.keys(FIELDS).join(', ')}`);
  }
  const allowed = FIELDS[type as Decision['type']];
  for (const k of Object.keys(r)) {
    if (k !== 'type' && !allowed.includes(k)) throw new DecisionError(`decision '${type}' has an unexpected field ${show(k)}`);
    const v = r[k];
    if (k !== 'type' && typeof v !== 'number' && typeof v !== 'string') throw new DecisionError(`decision '${type}': field '${k}' must be a number or a string, got ${show(v)}`);
  }
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
  throw new DecisionError(`illegal ${d.type}: ${show(d)} is not among the ${options.length} legal options`);
}

/** Applies a legal decision to `state` in place and advances to the next prompt. */
export function applyInPlace(state: GameState, raw: unknown): void {
  const d = validateDecision(state, raw);
  const prompt = state.prompt as Prompt;
  state.prompt = null;
  state.decisions++;
  clearDiscarded(state);
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
    case 'choose':
      return applyChooseDecision(state, d);
    case 'orderDiscard':
      return applyDiscardOrderDecision(state, d);
    case 'pay':
      return applyPayDecision(state, d);
    case 'replace':
      return applyReplaceDecision(state, d);
  }
}
