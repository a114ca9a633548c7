/**
 * Lasting effects: modifiers with a duration ("until the end of the turn", "while attacking").
 * Detailed Timing E3: effects lasting until the end of a phase/turn expire after its end effects.
 */
import type { GameState, LastingEffect, PlayerId } from '../types.js';
import { changeControl } from '../rules/cardMovement.js';
import { EV, onEvent, type EventKind, type GameEvent } from './events.js';

/** Index in state.effects of the lasting effect `key` on `card`, or -1 (markers such as "used this turn"). */
export function effectIndex(state: GameState, card: number, key: string): number {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.card === card && fx[i]!.effect === key) return i;
  return -1;
}

export function addLastingEffect(state: GameState, e: LastingEffect): void {
  state.effects.push(e);
  state.dirty = true;
}

export function expireEffects(state: GameState, until: LastingEffect['until']): void {
  const fx = state.effects;
  for (let i = fx.length - 1; i >= 0; i--) {
    const e = fx[i]!;
    if (e.until !== until) continue;
    fx.splice(i, 1);
    // Control taken for a while returns to the player who had it (`amount`).
    if (e.effect === CONTROL_EFFECT) changeControl(state, e.card, e.amount as PlayerId);
  }
  state.dirty = true;
}

/** Lasting effect of a change of control; `amount` is the player control returns to. */
export const CONTROL_EFFECT = 'control';

/**
 * Lasting effects that change what cards cost (a waiting discount on the next unit played this turn):
 * the card that creates one registers its key. `controller` is the player the change is for.
 */
export interface LastingCostRule {
  cost: (state: GameState, e: LastingEffect, card: number) => number;
  /** The play used this change: usually the effect ends (a waiting effect whose condition is met). */
  onPaid?: (state: GameState, e: LastingEffect, card: number) => void;
}
const costRules = new Map<string, LastingCostRule>();
export function registerLastingCost(key: string, rule: LastingCostRule): void {
  costRules.set(key, rule);
}

export function lastingCostChange(state: GameState, player: number, card: number): number {
  let total = 0;
  for (const e of state.effects) {
    if (e.controller !== player) continue;
    const r = costRules.get(e.effect);
    if (r) total += r.cost(state, e, card);
  }
  return total;
}

export function lastingOnPaid(state: GameState, player: number, card: number): void {
  const used: [LastingEffect, LastingCostRule][] = [];
  for (const e of state.effects) {
    if (e.controller !== player) continue;
    const r = costRules.get(e.effect);
    if (r?.onPaid && r.cost(state, e, card) !== 0) used.push([e, r]);
  }
  for (const [e, r] of used) r.onPaid!(state, e, card);
}

/**
 * Conditional actions (FAQ: Conditional Actions): an action's effect that waits — as a lasting
 * effect with the card's key — until its condition is met (then it resolves once and ends) or its
 * duration ends. The card registers what it waits for and what it does.
 */
export interface WaitingEffectRule {
  on: EventKind;
  when: (state: GameState, e: LastingEffect, ev: GameEvent) => boolean;
  resolve: (state: GameState, e: LastingEffect, ev: GameEvent) => void;
  /** Keep waiting after resolving (e.g. "until the end of the turn, whenever ..."). */
  repeat?: boolean;
}
const waitingRules = new Map<string, WaitingEffectRule>();
export function registerWaitingEffect(key: string, rule: WaitingEffectRule): void {
  waitingRules.set(key, rule);
}

function resolveWaiting(state: GameState, ev: GameEvent): void {
  if (waitingRules.size === 0 || state.effects.length === 0) return;
  const due: [LastingEffect, WaitingEffectRule][] = [];
  for (const e of state.effects) {
    const r = waitingRules.get(e.effect);
    if (r && r.on === ev.kind && r.when(state, e, ev)) due.push([e, r]);
  }
  for (const [e, r] of due) {
    if (!r.repeat) {
      const i = state.effects.indexOf(e);
      if (i >= 0) state.effects.splice(i, 1);
    }
    r.resolve(state, e, ev);
  }
}
for (const kind of Object.values(EV) as EventKind[]) onEvent(kind, resolveWaiting);

/**
 * Lasting effects that take damage away before it is dealt (a shield on one unit soaking its next N
 * points, or passing the next N points on to another unit): `intercept` returns how much it
 * takes (it may update or end its own effect). `target` is a unit id or a capital section code.
 */
export interface LastingDamageRule {
  intercept: (state: GameState, e: LastingEffect, target: number, amount: number, kind: { combat: boolean; uncancellable: boolean }) => number;
}
const damageRules = new Map<string, LastingDamageRule>();
export function registerLastingDamageRule(key: string, rule: LastingDamageRule): void {
  damageRules.set(key, rule);
}
export function lastingDamageRules(): ReadonlyMap<string, LastingDamageRule> {
  return damageRules;
}

/**
 * Lasting effects that make targeting cost more ("until the end of the turn, any other action that
 * targets this unit costs 4 more"): `tax` is the extra `targeting` pays to target `target`. Like
 * constant target taxes, one effect taxes an action once however many of its targets it covers.
 */
export interface LastingTargetTaxRule {
  tax: (state: GameState, e: LastingEffect, target: number, targeting: PlayerId) => number;
}
const targetTaxRules = new Map<string, LastingTargetTaxRule>();
export function registerLastingTargetTax(key: string, rule: LastingTargetTaxRule): void {
  targetTaxRules.set(key, rule);
}
/** Whether any lasting target tax is in effect (a fast check before computing taxes). */
export function anyLastingTargetTax(state: GameState): boolean {
  if (targetTaxRules.size === 0) return false;
  for (const e of state.effects) if (targetTaxRules.has(e.effect)) return true;
  return false;
}
/** Extra resources lasting effects make `targeting` pay for one action targeting all of `targets`. */
export function lastingTargetTax(state: GameState, targets: readonly number[], targeting: PlayerId): number {
  if (targetTaxRules.size === 0 || targets.length === 0) return 0;
  let total = 0;
  for (const e of state.effects) {
    const r = targetTaxRules.get(e.effect);
    if (!r) continue;
    let most = 0;
    for (const t of targets) if (t >= 0) most = Math.max(most, r.tax(state, e, t, targeting));
    total += most;
  }
  return total;
}
