/**
 * Dealing damage (rules summary: Damage; FAQ: Damage, Toughness, Redirecting Damage, Indirect Damage).
 * The would phase, right before damage is placed — the timing of Toughness:
 *   1. modifiers of damage assigned to units ("double all damage assigned", as it is assigned: combat
 *      damage when a player assigns it, other damage as it is dealt, Counterstrike included);
 *   2. shields of cards in play, capital boards and lasting effects, in that order: cancellation,
 *      redirection (the new target is chosen next, the damage dealt there as the same kind) and
 *      replacement ("remove a token instead"); damage that cannot be cancelled ignores cancellation
 *      but can still be redirected or replaced;
 *   3. Toughness cancels (not damage that cannot be cancelled).
 * Then the tokens are placed — units with damage ≥ hit points die at the state check, so damage dealt
 * together destroys together — and "dealt damage" is raised for each recipient that took some.
 */
import { compiledCapital, compiledOf, behaviourOf } from '../ruleset/registry.js';
import { CF, type CAbility, type RCtx } from '../ruleset/compiled.js';
import { record, section, seen } from '../log.js';
import type { Source } from '../gameEvents.js';
import type { GameState, LastingEffect, PlayerId, ZoneName } from '../types.js';
import { ZONES } from '../types.js';
import { isInPlay } from '../primitives/cards.js';
import { addEffect, findEffect, RB, removeEffect } from '../primitives/lasting.js';
import { ctxFor, activeConstants } from '../characteristics/constants.js';
import { hasFlag, isBlanked, isUnit, keywordValue, remainingHitPoints } from '../characteristics/cards.js';
import { emit, EV } from './events.js';

export interface DamageKind {
  combat: boolean;
  uncancellable: boolean;
  /** Indirect damage (assigned by the player dealt it). */
  indirect?: boolean;
  /** Already modified as it was assigned (combat damage in the Assign Damage step). */
  assigned?: boolean;
  /**
   * A redirecting shield whose damage stays where it was headed (no legal new target): that shield
   * does not take it again (`shieldKey`), so it uses only the points it stopped.
   */
  notShield?: string;
  /** The card dealing it (its "damage cannot be cancelled"), or -1. */
  source?: number;
}
export const NON_COMBAT: DamageKind = { combat: false, uncancellable: false };
export const COMBAT: DamageKind = { combat: true, uncancellable: false };

/** A capital section as a target value: -2 … -7. */
export function sectionCode(p: PlayerId, zone: ZoneName): number {
  return -(2 + p * 3 + ZONES.indexOf(zone));
}
export function decodeSection(code: number): { player: PlayerId; zone: ZoneName } {
  const n = -code - 2;
  return { player: Math.floor(n / 3) as PlayerId, zone: ZONES[n % 3]! };
}
export function isSection(code: number): boolean {
  return code <= -2 && code >= -7;
}

// ---------------------------------------------------------------- modifiers and uncancellability

/** The damage a unit is assigned when `amount` is assigned to it: each "double" constant adds the amount again. */
export function modifyAssignedDamage(state: GameState, target: number, amount: number): number {
  if (amount <= 0 || target < 0) return amount;
  let extra = 0;
  for (const { a } of activeConstants(state, CF.doubleDamageToUnits)) if (a.rules!.doubleDamageToUnits) extra += amount;
  return extra > 0 && isUnit(state, target) ? amount + extra : amount;
}

/**
 * The damage a section of `p`'s capital is dealt when `amount` would be (after cancellation): while
 * `p` defends in a combat, each active "double all damage dealt to the defending player's capital"
 * constant adds the amount again.
 */
function modifyCapitalDamage(state: GameState, p: PlayerId, amount: number): number {
  const cb = state.combat;
  if (cb === null || cb.step === 'done' || cb.defender !== p) return amount;
  let extra = 0;
  for (const { a } of activeConstants(state, CF.doubleDefendingCapitalDamage)) if (a.rules?.doubleDefendingCapitalDamage) extra += amount;
  return amount + extra;
}

/** Whether this damage cannot be cancelled: its kind says so, a rule says so for all of its kind, or its source's damage cannot be. */
export function isUncancellable(state: GameState, kind: DamageKind): boolean {
  if (kind.uncancellable) return true;
  if (kind.source !== undefined && kind.source >= 0 && isInPlay(state.cards[kind.source]!) && hasFlag(state, kind.source, 'damageUncancellable')) return true;
  for (const { a } of activeConstants(state, CF.ruleUncancellable)) {
    const u = a.rules!.damageUncancellable;
    if (u === 'all' || (u === 'combat' && kind.combat) || (u === 'indirect' && kind.indirect)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- shields

interface ActiveShield {
  a: CAbility;
  ctx: RCtx;
  lasting: LastingEffect | null;
}

function shieldCovers(s: ActiveShield, target: number, owner: PlayerId, combat: boolean): boolean {
  const sh = s.a.shield!;
  if (sh.combat !== null && sh.combat !== combat) return false;
  if (sh.to === 'capital') return target < 0 && owner === s.ctx.player;
  if (sh.to === 'capitals') return target < 0;
  if (target < 0) return false;
  s.ctx.each = target;
  return sh.to(s.ctx, target);
}

/** Every active shield, in order: cards in play, capital boards, lasting effects. */
function activeShields(state: GameState): ActiveShield[] {
  const out: ActiveShield[] = [];
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    for (const list of [pl.zones.kingdom.cards, pl.zones.quest.cards, pl.zones.battlefield.cards, pl.legend >= 0 ? [pl.legend] : []]) {
      for (const id of list) {
        const c = state.cards[id]!;
        if (c.dev || c.faceDown) continue;
        const shields = compiledOf(c).shields;
        if (shields.length === 0 || isBlanked(state, id)) continue;
        for (const a of shields) {
          if (a.zone && c.loc !== a.zone) continue;
          // A shield printed as a Forced effect goes with the card's Forced effects.
          if (a.shield!.forced && hasFlag(state, id, 'losesActionsAndForced')) continue;
          const ctx = ctxFor(state, a, id, c.controller);
          if (a.condition && !a.condition(ctx)) continue;
          out.push({ a, ctx, lasting: null });
        }
      }
    }
    for (const a of compiledCapital(pl.capital).shields) {
      const ctx = ctxFor(state, a, -1, p as PlayerId);
      if (!a.condition || a.condition(ctx)) out.push({ a, ctx, lasting: null });
    }
  }
  for (const e of state.effects) {
    if (e.k <= RB.extraPhase) continue;
    for (const a of behaviourOf(e).shields) {
      const ctx = ctxFor(state, a, e.source, e.controller, e);
      if (!a.condition || a.condition(ctx)) out.push({ a, ctx, lasting: e });
    }
  }
  return out;
}

/** How many of `amount` points a shield would take now (no side effects). */
function shieldCapacity(state: GameState, s: ActiveShield, amount: number, uncancellable: boolean, code: number): number {
  const sh = s.a.shield!;
  if (uncancellable && !sh.redirect && !sh.replacement) return 0;
  // "Limit once per turn"; with an amount, "the first N damage each turn": N points in all that turn.
  const used = s.a.limit ? findEffect(state, usedHolder(s, code), 'used', usedKey(s, code)) : -1;
  if (used >= 0 && !sh.amount) return 0;
  let n = amount;
  if (sh.amount) n = Math.min(n, sh.amount(s.ctx) - (used >= 0 ? (state.effects[used]!.data.points ?? Infinity) : 0));
  if (sh.allBut) n = Math.min(n, amount - sh.allBut);
  if (sh.budget && s.lasting) n = Math.min(n, s.lasting.data[sh.budget] ?? 0);
  const tokens = s.ctx.self >= 0 ? state.cards[s.ctx.self]!.tokens : 0;
  if (sh.tokensPerUse && tokens <= 0) return 0;
  if (sh.tokensPerPoint) n = Math.min(n, tokens);
  return n > 0 ? n : 0;
}

/** One shield's identity (its definition, ability, card, controller and lasting effect). */
export function shieldKey(def: string, ability: string, source: number, player: PlayerId, lasting: number): string {
  return `${def}:${ability}:${source}:${player}:${lasting}`;
}

function usedKey(s: ActiveShield, code: number): string {
  const k = s.ctx.self >= 0 ? s.a.id : `${s.a.def}:${s.ctx.player}:${s.a.id}`;
  // One allowance for each card it protects (Tyrion: each unit has its own first point each turn).
  return s.a.shield!.perCard ? `${s.a.def}:${k}@${code}` : k;
}

/**
 * The card whose lasting effects hold a shield's record of use: the shield's card; for a per-card
 * allowance the protected card itself, so a unit that leaves play and returns (a new card) has a
 * fresh one (its effects go with it: resetAsNewCard).
 */
function usedHolder(s: ActiveShield, code: number): number {
  return s.a.shield!.perCard && code >= 0 ? code : s.ctx.self;
}

/** A shield takes `n` points: it pays its tokens, counts its budget, gives resources, and a redirect sends them on. */
function useShield(state: GameState, s: ActiveShield, n: number, code: number, combat: boolean, uncancellable: boolean): void {
  const sh = s.a.shield!;
  const self = s.ctx.self;
  if (s.a.limit) {
    const key = usedKey(s, code);
    const holder = usedHolder(s, code);
    const used = findEffect(state, holder, 'used', key);
    if (used >= 0) state.effects[used]!.data.points = (state.effects[used]!.data.points ?? 0) + n;
    else addEffect(state, 'used', { source: self, controller: s.ctx.player, card: holder, until: 'turn', ability: key, data: { points: n } });
  }
  if (sh.tokensPerUse && self >= 0) state.cards[self]!.tokens -= 1;
  if (sh.tokensPerPoint && self >= 0) state.cards[self]!.tokens -= n;
  if (sh.budget && s.lasting) {
    s.lasting.data[sh.budget] = (s.lasting.data[sh.budget] ?? 0) - n;
    // Used up. A redirect's new target is still to be chosen by its effect (which may read the
    // lasting effect's card and data): it ends once that resolves (like a conditional action that fired).
    if (s.lasting.data[sh.budget]! <= 0) {
      if (sh.redirect) s.lasting.data.fired = 1;
      else removeEffect(state, s.lasting);
    }
  }
  if (sh.gainResources) state.players[s.ctx.player].resources += n;
  const by: Source | null = self >= 0 && state.log ? { card: seen(state, self) } : null;
  if (sh.redirect) {
    if (state.log) record(state, { type: 'damageRedirected', by, amount: n });
    // The redirect's ability chooses the new target and deals the damage there (the same kind: damage
    // that cannot be cancelled stays so, wherever it is dealt).
    state.queued.push({
      def: s.a.def,
      ability: s.a.id,
      kind: 'forced',
      controller: s.ctx.player,
      source: self,
      // The zone of the card it was headed for: "any corresponding zone" for a source outside the zones (a legend's gift, Tyrion).
      ev: { kind: EV.dealtDamage, card: code, player: s.ctx.player, amount: n, zone: code >= 0 && (ZONES as readonly string[]).includes(state.cards[code]!.loc) ? (state.cards[code]!.loc as ZoneName) : null, combat, ...(uncancellable ? { uncancellable } : {}) },
      lasting: s.lasting ? s.lasting.n : -1,
    });
  } else if (state.log) record(state, { type: 'damageCancelled', by, amount: n, tokenInstead: !!(sh.replacement && sh.tokensPerUse) });
}

/** Damage taken away before it is dealt to `code` (a unit id or a section code): shields, then Toughness. */
function intercept(state: GameState, code: number, owner: PlayerId, amount: number, kind: DamageKind, uncancellable: boolean): number {
  if (amount <= 0) return 0;
  for (const s of activeShields(state)) {
    if (amount <= 0) break;
    if (!shieldCovers(s, code, owner, kind.combat)) continue;
    if (kind.notShield && kind.notShield === shieldKey(s.a.def, s.a.id, s.ctx.self, s.ctx.player, s.lasting ? s.lasting.n : -1)) continue;
    const n = shieldCapacity(state, s, amount, uncancellable, code);
    if (n <= 0) continue;
    amount -= n;
    useShield(state, s, n, code, kind.combat, uncancellable);
  }
  if (code >= 0 && !uncancellable && amount > 0) {
    const t = keywordValue(state, code, 'toughness');
    if (t > 0) {
      if (state.log) record(state, { type: 'toughness', value: t, amount: Math.min(t, amount), target: { card: seen(state, code) } });
      amount = amount > t ? amount - t : 0;
    }
  }
  return amount;
}

/**
 * How much of `amount` damage to a unit active cancellation and prevention would take away now
 * (Toughness, cancelling and replacing shields — not redirection, which is neither; none of the
 * cancellation for damage that cannot be cancelled). For the lethal-damage rules of combat and
 * indirect damage.
 */
export function preventable(state: GameState, id: number, amount: number, uncancellable: boolean, combat: boolean): number {
  let left = amount;
  const owner = state.cards[id]!.controller;
  for (const s of activeShields(state)) {
    if (left <= 0) break;
    if (s.a.shield!.redirect || !shieldCovers(s, id, owner, combat)) continue;
    left -= shieldCapacity(state, s, left, uncancellable, id);
  }
  if (!uncancellable && left > 0) left = Math.max(0, left - keywordValue(state, id, 'toughness'));
  return amount - left;
}

/**
 * The least damage that must be assigned to a unit to destroy it, counting what is assigned already,
 * modifiers as it is assigned, and active cancellation and prevention (FAQ: assigning damage).
 * `Infinity` when nothing assigned could destroy it.
 */
export function lethalAssignment(state: GameState, id: number, uncancellable: boolean, combat: boolean, already = 0): number {
  const need = remainingHitPoints(state, id);
  const limit = need + 40;
  for (let a = 0; a <= limit; a++) {
    const total = already + (combat ? modifyAssignedDamage(state, id, a) : a);
    if (total - preventable(state, id, total, uncancellable, combat) >= need) return a;
  }
  return Infinity;
}

// ---------------------------------------------------------------- dealing

/**
 * Indirect damage to each listed player (FAQ v1.5): each assigns his own (an `indirect` step); when
 * both are dealt some at once, the active player assigns first.
 */
export function dealIndirectDamage(state: GameState, players: readonly PlayerId[], amount: number, source = -1, uncancellable = false): void {
  if (amount <= 0) return;
  const order = [...players].sort((a, b) => (a === state.active ? 1 : 0) - (b === state.active ? 1 : 0));
  for (const p of order) {
    if (state.log) record(state, { type: 'indirectDamage', player: p, amount });
    state.stack.push({ t: 'indirect', player: p, amount, uncancellable, source, units: [], unitAmounts: [], zoneAmounts: { kingdom: 0, quest: 0, battlefield: 0 } });
  }
}

/**
 * Deal damage to several units at once (one effect, the apply-damage step). Returns the amounts
 * dealt. Raises "dealt damage" for each unit that took at least 1, after all of it is placed.
 */
export function dealDamageToUnits(state: GameState, targets: readonly number[], amounts: readonly number[], kind: DamageKind): number[] {
  const dealt: number[] = [];
  const unc = isUncancellable(state, kind);
  for (let i = 0; i < targets.length; i++) {
    const id = targets[i]!;
    const c = state.cards[id]!;
    if (!isInPlay(c)) {
      dealt.push(0);
      continue;
    }
    const amount = kind.assigned ? amounts[i]! : modifyAssignedDamage(state, id, amounts[i]!);
    const n = intercept(state, id, c.controller, amount, kind, unc);
    c.damage += n;
    state.dirty = true;
    dealt.push(n);
    if (n > 0 && state.log) record(state, { type: 'damageDealt', target: { card: seen(state, id) }, amount: n, combat: !!kind.combat });
  }
  for (let i = 0; i < targets.length; i++) {
    if (dealt[i]! > 0) emit(state, EV.dealtDamage, targets[i]!, state.cards[targets[i]!]!.controller, dealt[i]!, null, kind.combat);
  }
  return dealt;
}

export function dealDamageToUnit(state: GameState, id: number, amount: number, kind: DamageKind): number {
  return dealDamageToUnits(state, [id], [amount], kind)[0]!;
}

/** Damage to a section of a capital; a burning zone takes none. Returns the damage placed. */
export function dealDamageToZone(state: GameState, p: PlayerId, zone: ZoneName, amount: number, kind: DamageKind): number {
  const z = state.players[p].zones[zone];
  if (amount <= 0) return 0;
  if (z.burning) {
    if (state.log) record(state, { type: 'damageIgnored', section: section(p, zone), amount });
    return 0;
  }
  amount = intercept(state, sectionCode(p, zone), p, amount, kind, isUncancellable(state, kind));
  if (amount <= 0) return 0;
  amount = modifyCapitalDamage(state, p, amount);
  z.damage += amount;
  state.dirty = true;
  if (state.log) record(state, { type: 'damageDealt', target: { section: section(p, zone) }, amount, combat: !!kind.combat });
  emit(state, EV.dealtDamage, -1, p, amount, zone, kind.combat);
  return amount;
}

/** Damage to a unit or, for a section code, to that section of a capital. */
export function dealDamageTo(state: GameState, target: number, amount: number, kind: DamageKind): number {
  if (isSection(target)) {
    const s = decodeSection(target);
    return dealDamageToZone(state, s.player, s.zone, amount, kind);
  }
  return target >= 0 ? dealDamageToUnit(state, target, amount, kind) : 0;
}

/**
 * Move damage tokens from one card to another (FAQ: Moving Damage — not dealing damage: no
 * cancellation, nothing triggers on damage dealt; never more than destroys the receiver).
 */
export function moveDamage(state: GameState, from: number, to: number, n: number): number {
  if (from === to) return 0;
  const a = state.cards[from]!;
  const b = state.cards[to]!;
  if (!isInPlay(a) || !isInPlay(b)) return 0;
  const moved = Math.min(n, a.damage, remainingHitPoints(state, to));
  if (moved <= 0) return 0;
  a.damage -= moved;
  b.damage += moved;
  state.dirty = true;
  if (state.log) record(state, { type: 'damageMoved', from: { card: seen(state, from) }, to: seen(state, to), amount: moved });
  return moved;
}

/**
 * Put damage tokens on a card in play without dealing damage ("it enters play with 1 damage on it"):
 * nothing cancels, redirects or triggers on it, like moved damage; a unit with damage equal to its
 * hit points is destroyed at the state check. Returns the damage placed.
 */
export function placeDamage(state: GameState, id: number, n: number): number {
  const c = state.cards[id]!;
  if (!isInPlay(c) || n <= 0) return 0;
  c.damage += n;
  state.dirty = true;
  if (state.log) record(state, { type: 'damagePlaced', card: seen(state, id), amount: n });
  return n;
}

/** Move damage from a capital section to a unit (never more than destroys it). */
export function moveZoneDamage(state: GameState, p: PlayerId, zone: ZoneName, to: number, n: number): number {
  const z = state.players[p].zones[zone];
  if (!isInPlay(state.cards[to]!)) return 0;
  const moved = Math.min(n, z.damage, remainingHitPoints(state, to));
  if (moved <= 0) return 0;
  z.damage -= moved;
  state.cards[to]!.damage += moved;
  state.dirty = true;
  if (state.log) record(state, { type: 'damageMoved', from: { section: section(p, zone) }, to: seen(state, to), amount: moved });
  return moved;
}
