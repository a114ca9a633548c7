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
import { applyPlayFromHandDecision, playFromHandOptions } from '../flow/playFromHand.js';
import { withConstantCache } from '../characteristics/constants.js';
import { cachedOptionsFor, primeOptions } from '../flow/optionsCache.js';
import type { Decision, GameState, PlayerId, Prompt } from '../types.js';
import { defOf } from '../ruleset/registry.js';
import { whyCannotPlayCard } from '../flow/playCard.js';

/**
 * What kind of refusal: `malformed` (not a decision at all), `illegal` (not one of the legal options),
 * `stale` (made against an older state), `notYourDecision` (wrong player, or none pending), `gameOver`.
 */
export type DecisionErrorCode = 'malformed' | 'illegal' | 'stale' | 'notYourDecision' | 'gameOver';

export class DecisionError extends Error {
  constructor(
    message: string,
    readonly code: DecisionErrorCode = 'illegal',
  ) {
    super(message);
  }
}

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
    case 'playFromHand':
      return playFromHandOptions(state);
  }
}

/**
 * What a decision field holds: `card` an id (an integer: an instance id, or in `act` the viewer's id),
 * `zone` a zone name, `cardOrZone` either, `int` an integer, `player` 0 or 1, `ability` an ability id.
 */
type FieldKind = 'card' | 'zone' | 'cardOrZone' | 'int' | 'player' | 'ability';
interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
}

const field = (name: string, kind: FieldKind, required = true): FieldSpec => ({ name, kind, required });

/** Every decision type's fields, in their canonical order. */
const SPEC: Record<Decision['type'], readonly FieldSpec[]> = {
  pass: [],
  mulligan: [],
  keep: [],
  play: [field('card', 'card'), field('zone', 'zone', false), field('target', 'card', false), field('x', 'int', false), field('alt', 'int', false)],
  use: [field('card', 'card'), field('ability', 'ability')],
  develop: [field('card', 'card'), field('zone', 'zone')],
  restore: [field('card', 'card')],
  attack: [field('zone', 'zone'), field('target', 'card', false)],
  attacker: [field('card', 'card')],
  defender: [field('card', 'card')],
  ambush: [field('card', 'card')],
  assign: [field('target', 'cardOrZone'), field('amount', 'int')],
  resolve: [field('index', 'int')],
  target: [field('target', 'cardOrZone'), field('player', 'player', false)],
  number: [field('value', 'int')],
  mode: [field('index', 'int')],
};

const FIELDS = Object.fromEntries(Object.entries(SPEC).map(([type, spec]) => [type, spec.map((s) => s.name)])) as unknown as Record<Decision['type'], readonly string[]>;
const REQUIRED = Object.fromEntries(Object.entries(SPEC).map(([type, spec]) => [type, spec.filter((s) => s.required).length])) as unknown as Record<Decision['type'], number>;
const TYPES = Object.keys(SPEC).join(', ');

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

/** No ability id is longer (the longest are some 15 characters). */
const MAX_ABILITY_ID = 100;
/** How much of a value `show` echoes. */
const SHOW_MAX = 60;

/**
 * A short rendering of untrusted input for error messages: at most `max` characters, read no deeper
 * than two levels and no further than the budget, so any value — a 1 MB string, an array nested
 * 10,000 deep, an object with a million keys — is shown quickly and briefly.
 */
export function show(v: unknown, max = SHOW_MAX): string {
  let s: string;
  try {
    s = render(v, 0, max);
  } catch {
    s = 'an unreadable value';
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/** `v` in about `budget` characters (a string cut short ends in …"; objects and arrays stop at the budget). */
function render(v: unknown, depth: number, budget: number): string {
  switch (typeof v) {
    case 'string': {
      const s = JSON.stringify(v.length > budget ? v.slice(0, budget) : v);
      return s.length <= budget && v.length <= budget ? s : `${s.slice(0, Math.max(1, budget - 2))}…"`;
    }
    case 'number':
    case 'boolean':
      return String(v);
    case 'bigint':
      return `${v}n`;
    case 'undefined':
      return 'nothing';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
  }
  if (v === null) return 'null';
  const arr = Array.isArray(v);
  if (depth >= 2) return arr ? '[…]' : '{…}';
  const parts: string[] = [];
  let used = 2;
  if (arr) {
    for (let i = 0; i < v.length && used < budget; i++) {
      const p = render(v[i], depth + 1, budget - used);
      parts.push(p);
      used += p.length + 1;
    }
    return `[${parts.join(',')}${used < budget ? '' : '…'}]`;
  }
  const r = v as Record<string, unknown>;
  for (const k in r) {
    if (used >= budget) break;
    if (!Object.hasOwn(r, k)) continue;
    const p = `${render(k, depth + 1, budget - used)}:${render(r[k], depth + 1, budget - used)}`;
    parts.push(p);
    used += p.length + 1;
  }
  return `{${parts.join(',')}${used < budget ? '' : '…'}}`;
}

const KIND_TEXT: Record<FieldKind, string> = {
  card: 'a card id (an integer)',
  zone: "a zone name ('kingdom', 'quest' or 'battlefield')",
  cardOrZone: "a card id (an integer) or a zone name ('kingdom', 'quest' or 'battlefield')",
  int: 'an integer',
  player: 'a player (0 or 1)',
  ability: 'an ability id (a string)',
};

const isZoneName = (v: unknown): boolean => v === 'kingdom' || v === 'quest' || v === 'battlefield';

function fits(kind: FieldKind, v: unknown): boolean {
  switch (kind) {
    case 'card':
    case 'int':
      return Number.isSafeInteger(v);
    case 'zone':
      return isZoneName(v);
    case 'cardOrZone':
      return Number.isSafeInteger(v) || isZoneName(v);
    case 'player':
      return v === 0 || v === 1;
    case 'ability':
      return typeof v === 'string' && v.length <= MAX_ABILITY_ID;
  }
}

/**
 * Checks that untrusted input has the shape of a decision (not that it is legal): an object with a
 * known `type` of its own, only that type's fields, each of the right kind, the required ones present.
 * O(fields): no copy, no serialization, nothing read through a prototype.
 */
export function checkShape(d: unknown): Decision {
  if (typeof d !== 'object' || d === null || Array.isArray(d)) throw new DecisionError(`a decision must be an object like {"type":"pass"}, got ${show(d)}`, 'malformed');
  const r = d as Record<string, unknown>;
  if (!Object.hasOwn(r, 'type')) throw new DecisionError(`a decision needs a "type" (one of: ${TYPES}), got ${show(d)}`, 'malformed');
  const type = r.type;
  if (typeof type !== 'string' || !Object.hasOwn(SPEC, type)) throw new DecisionError(`unknown decision type ${show(type)}; expected one of: ${TYPES}`, 'malformed');
  const spec = SPEC[type as Decision['type']];
  let required = 0;
  for (const k in r) {
    if (k === 'type' || !Object.hasOwn(r, k)) continue;
    let fs: FieldSpec | undefined;
    for (let i = 0; i < spec.length; i++) if (spec[i]!.name === k) fs = spec[i];
    if (!fs) {
      const allowed = spec.length === 0 ? 'it has no field but "type"' : `its fields are ${FIELDS[type as Decision['type']].join(', ')}`;
      throw new DecisionError(`decision '${type}' has an unexpected field ${show(k)}; ${allowed}`, 'malformed');
    }
    const v = r[k];
    if (v === undefined) continue;
    if (!fits(fs.kind, v)) {
      const got = fs.kind === 'ability' && typeof v === 'string' ? `no ability id is ${v.length} characters long` : `got ${show(v)}`;
      throw new DecisionError(`decision '${type}': field '${k}' must be ${KIND_TEXT[fs.kind]}; ${got}`, 'malformed');
    }
    if (fs.required) required++;
  }
  if (required < REQUIRED[type as Decision['type']]) {
    for (const s of spec) if (s.required && r[s.name] === undefined) throw new DecisionError(`decision '${type}' needs the field '${s.name}' (${KIND_TEXT[s.kind]})`, 'malformed');
  }
  return r as unknown as Decision;
}

/** Throws a DecisionError explaining why `d` is not legal now; returns the matching legal option. */
export function validateDecision(state: GameState, raw: unknown): Decision {
  if (state.result) throw new DecisionError('the game is over', 'gameOver');
  const prompt = state.prompt;
  if (!prompt) throw new DecisionError('no decision is pending', 'notYourDecision');
  const d = checkShape(raw);
  const options = legalOptions(state);
  for (const o of options) if (sameDecision(o, d)) return o;
  const why = prompt.kind === 'action' ? explainIllegalAction(state, prompt.player, d) : null;
  if (why) throw new DecisionError(`illegal ${d.type}: ${why}`);
  const types = [...new Set(options.map((o) => o.type))];
  if (!types.includes(d.type)) {
    throw new DecisionError(`'${d.type}' is not a legal decision at the ${prompt.kind} prompt of player ${prompt.player + 1}; legal: ${types.join(', ')}`);
  }
  throw new DecisionError(`illegal ${d.type}: ${show(d, 100)} is not among the ${options.length} legal options`);
}

/** Why an action decision (shape checked) is not legal, in words, or null when no reason is found. */
export function explainIllegalAction(state: GameState, p: PlayerId, d: Decision): string | null {
  if (d.type === 'play' && d.zone === undefined) {
    // A unit, support or quest goes into a zone: say so rather than reject "no zone" as a zone.
    const c = state.cards[d.card];
    const type = c ? defOf(c).type : null;
    if (c && type !== 'Tactic' && type !== 'Legend') return whyCannotPlayCard(state, p, d.card) ?? `${defOf(c).name} is played into a zone: add "zone" ('kingdom', 'quest' or 'battlefield')`;
  }
  return explainAction(state, p, d);
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
    case 'playFromHand':
      return applyPlayFromHandDecision(state, d);
  }
}
