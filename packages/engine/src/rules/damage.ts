/**
 * Damage, healing and corruption primitives.
 * - Damage to a unit is cancelled by Toughness X (each time damage is assigned to it) unless the
 *   damage is uncancellable; what remains is dealt (tokens placed). Units with damage ≥ hit points
 *   are destroyed by the state check right after the step, so simultaneous damage destroys together.
 * - Damage to a capital zone: a burning zone cannot be assigned damage (FAQ Q&A); the zone burns
 *   at the state check when damage ≥ its hit points.
 * - Healing removes damage tokens and needs damage to remove (FAQ: Healing).
 */
import { log, nameOf, playerName } from '../log.js';
import { emit, EV } from '../timing/events.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';
import { activeCancellation, isInPlay } from './queries.js';
import { hasConstantFlag } from '../abilities/constants.js';

export interface DamageKind {
  combat: boolean;
  uncancellable: boolean;
}
export const NON_COMBAT: DamageKind = { combat: false, uncancellable: false };
export const COMBAT: DamageKind = { combat: true, uncancellable: false };

/**
 * Interceptors see damage right before it is applied — the timing of Toughness (FAQ: Redirecting
 * Damage) — and return how much of it they take away (redirected elsewhere, or cancelled).
 * `target` is a unit id, or -1 with `zone` for a capital section of `player`.
 */
export type DamageInterceptor = (state: GameState, target: number, player: PlayerId, zone: ZoneName | null, amount: number, kind: DamageKind) => number;
const interceptors: DamageInterceptor[] = [];
export function registerDamageInterceptor(i: DamageInterceptor): void {
  interceptors.push(i);
}
function intercept(state: GameState, target: number, player: PlayerId, zone: ZoneName | null, amount: number, kind: DamageKind): number {
  for (let i = 0; i < interceptors.length && amount > 0; i++) amount -= interceptors[i]!(state, target, player, zone, amount, kind);
  return amount;
}

/**
 * Modifiers of damage as it is assigned to a unit, before anything cancels or redirects it ("double
 * all damage assigned to units"): combat damage when a player assigns it, other damage when it is
 * dealt. Each returns the damage added (a net effect: modifiers are summed, not chained).
 */
export type AssignedDamageModifier = (state: GameState, target: number, amount: number) => number;
const assignModifiers: AssignedDamageModifier[] = [];
export function registerAssignedDamageModifier(m: AssignedDamageModifier): void {
  assignModifiers.push(m);
}
/** The damage a unit is assigned when `amount` is assigned to it. */
export function modifyAssignedDamage(state: GameState, target: number, amount: number): number {
  let extra = 0;
  for (let i = 0; i < assignModifiers.length; i++) extra += assignModifiers[i]!(state, target, amount);
  return amount + extra > 0 ? amount + extra : 0;
}

/** Damage actually dealt to a unit after cancellation. */
export function damageAfterCancellation(state: GameState, id: number, amount: number, kind: DamageKind): number {
  if (amount <= 0) return 0;
  if (kind.uncancellable) return amount;
  const cancel = activeCancellation(state, id);
  if (cancel > 0 && state.log) log(state, `Toughness ${cancel} cancels ${Math.min(cancel, amount)} damage to ${nameOf(state, id)}`);
  return amount > cancel ? amount - cancel : 0;
}

/**
 * Deal damage to several units at once (one effect, or the apply-damage step). Returns the amounts
 * dealt. Emits "dealt damage" for each unit that took at least 1.
 */
export function dealDamageToUnits(state: GameState, targets: number[], amounts: number[], kind: DamageKind): number[] {
  const dealt: number[] = [];
  for (let i = 0; i < targets.length; i++) {
    const id = targets[i]!;
    const c = state.cards[id]!;
    if (!isInPlay(c)) {
      dealt.push(0);
      continue;
    }
    // Combat damage was modified when it was assigned; other damage is assigned as it is dealt.
    const amount = kind.combat || assignModifiers.length === 0 ? amounts[i]! : modifyAssignedDamage(state, id, amounts[i]!);
    const n = damageAfterCancellation(state, id, intercept(state, id, c.controller, null, amount, kind), kind);
    c.damage += n;
    state.dirty = true;
    dealt.push(n);
    if (n > 0 && state.log) log(state, `${nameOf(state, id)} is dealt ${n} ${kind.combat ? 'combat ' : ''}damage`);
  }
  for (let i = 0; i < targets.length; i++) {
    if (dealt[i]! > 0) emit(state, EV.dealtDamage, targets[i]!, state.cards[targets[i]!]!.controller, dealt[i]!, null, kind.combat);
  }
  return dealt;
}

export function dealDamageToUnit(state: GameState, id: number, amount: number, kind: DamageKind): number {
  return dealDamageToUnits(state, [id], [amount], kind)[0]!;
}

/** Damage to a section of a capital; a burning zone takes none. Returns damage placed. */
export function dealDamageToZone(state: GameState, p: PlayerId, zone: ZoneName, amount: number, kind: DamageKind): number {
  const z = state.players[p].zones[zone];
  if (amount <= 0) return 0;
  if (!z.burning) amount = intercept(state, -1, p, zone, amount, kind);
  if (amount <= 0) return 0;
  if (z.burning) {
    if (state.log) log(state, `${amount} damage to ${playerName(p)}'s burning ${zone} is ignored`);
    return 0;
  }
  z.damage += amount;
  state.dirty = true;
  if (state.log) log(state, `${playerName(p)}'s ${zone} is dealt ${amount} ${kind.combat ? 'combat ' : ''}damage`);
  emit(state, EV.dealtDamage, -1, p, amount, zone, kind.combat);
  return amount;
}

/**
 * Heal up to n damage from a unit; returns the damage removed (0 when it had none). The healed
 * event's player is `by`, the player whose effect heals ("whenever you heal a unit"), by default
 * the unit's controller.
 */
export function heal(state: GameState, id: number, n: number, by?: PlayerId): number {
  const c = state.cards[id]!;
  const healed = Math.min(c.damage, Math.max(0, n));
  if (healed === 0) return 0;
  c.damage -= healed;
  if (state.log) log(state, `${nameOf(state, id)} is healed of ${healed} damage`);
  emit(state, EV.healed, id, by ?? c.controller, healed);
  return healed;
}

export function healZone(state: GameState, p: PlayerId, zone: ZoneName, n: number): number {
  const z = state.players[p].zones[zone];
  const healed = Math.min(z.damage, Math.max(0, n));
  z.damage -= healed;
  return healed;
}

/** Corrupt a card; a card already corrupt, or one that cannot be corrupted, does not change state and triggers nothing. */
export function corrupt(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (c.corrupt || !isInPlay(c) || hasConstantFlag(state, id, 'cannotBeCorrupted')) return false;
  c.corrupt = true;
  if (state.log) log(state, `${nameOf(state, id)} is corrupted`);
  emit(state, EV.corrupted, id, c.controller);
  return true;
}

export function restore(state: GameState, id: number): boolean {
  const c = state.cards[id]!;
  if (!c.corrupt) return false;
  c.corrupt = false;
  if (state.log) log(state, `${nameOf(state, id)} is restored`);
  return true;
}
