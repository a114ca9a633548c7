/**
 * Constant effects (rules summary "Card Abilities"; FAQ: Constant Effects): continuous modifiers of
 * faceup cards in play, of capital boards, and of lasting behaviours in the state — active while
 * their source is in play, in its zone ("Kingdom.") and their condition holds. Modifiers without a
 * trigger apply together as a net effect (FAQ: Simultaneous Effects).
 *
 * A read-only stretch (listing legal options, the state check's scan) may cache the active constants:
 * they cannot change while nothing is mutated. The cache is per stretch, never part of the state.
 */
import { compiledCapital, compiledOf, behaviourOf, installed } from '../ruleset/registry.js';
import { CF, type CAbility, type RCtx } from '../ruleset/compiled.js';
import type { AbilityUse, EventData, GameState, LastingEffect, PlayerId } from '../types.js';
import { RB } from '../primitives/lasting.js';

const ZONE_KEYS = ['kingdom', 'quest', 'battlefield'] as const;
const ALL_FIELDS = 0x7fffffff;
export const NO_EVENT: EventData = { kind: -1, card: -1, player: 0, amount: 0, zone: null, combat: false };

export function newUse(def: string, ability: string, source: number, player: PlayerId, x = 0): AbilityUse {
  return { def, ability, source, player, picks: [], x, ev: NO_EVENT, paid: 0, free: false, pc: 0, ok: true, lasting: -1, sourceZone: null, sourceHost: -1 };
}

/** A runtime context for an ability of `self` (no choices made). */
export function ctxFor(state: GameState, a: CAbility, self: number, player: PlayerId, lasting: LastingEffect | null = null): RCtx {
  const use = newUse(a.def, a.id, self, player);
  if (lasting) use.lasting = lasting.n;
  return { state, self, player, use, each: -1, lasting, lki: null };
}

/** A runtime context for a card with no particular ability (an attachment's host rule, ...). */
export function cardCtx(state: GameState, self: number, player: PlayerId): RCtx {
  const use = newUse(self >= 0 ? state.cards[self]!.def : '', '', self, player);
  return { state, self, player, use, each: -1, lasting: null, lki: null };
}

/** An active constant ability and its context. */
export interface ActiveConstant {
  a: CAbility;
  ctx: RCtx;
}

let cachedState: GameState | null = null;
let cachedLists: Map<number, ActiveConstant[]> | null = null;
let cachedValues: Map<string, number> | null = null;
let building = false;
let presentMask = -1;

/** Runs `fn` as a read-only stretch of `state`: active constants and memoized values are cached meanwhile. */
export function withConstantCache<T>(state: GameState, fn: () => T): T {
  const prev = [cachedState, cachedLists, cachedValues, presentMask] as const;
  cachedState = state;
  cachedLists = null;
  cachedValues = null;
  presentMask = -1;
  try {
    return fn();
  } finally {
    [cachedState, cachedLists, cachedValues, presentMask] = prev;
  }
}

/** In a read-only stretch of `state`, a memo of derived numbers (race symbol counts); otherwise null. */
export function stretchMemo(state: GameState): Map<string, number> | null {
  if (state !== cachedState) return null;
  return (cachedValues ??= new Map());
}

/** The union of the constant-field bits of everything that may have constants now (conditions not checked). */
function fieldsInPlay(state: GameState): number {
  let m = 0;
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    for (let z = 0; z < 3; z++) {
      const cards = pl.zones[ZONE_KEYS[z]!].cards;
      for (let i = 0; i < cards.length; i++) {
        const c = state.cards[cards[i]!]!;
        if (!c.dev && !c.faceDown) m |= compiledOf(c).constantMask;
      }
    }
    if (pl.legend >= 0) m |= compiledOf(state.cards[pl.legend]!).constantMask;
    m |= compiledCapital(pl.capital).constantMask;
  }
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.k > RB.extraPhase) m |= behaviourOf(fx[i]!).mask;
  return m;
}

/** Constant-field bits of a game's cards, by its card list (fixed after setup; a clone has its own list). */
const gameMasks = new WeakMap<readonly unknown[], { n: number; mask: number }>();

/**
 * The fields anything in this game could ever set: every card of the game (wherever it is now),
 * both capital boards, and the lasting behaviours in the state. Fields outside it are never looked for.
 */
function gameFields(state: GameState): number {
  let g = gameMasks.get(state.cards);
  if (g === undefined || g.n !== state.cards.length) {
    let mask = 0;
    for (const c of state.cards) mask |= compiledOf(c).constantMask;
    for (const pl of state.players) mask |= compiledCapital(pl.capital).constantMask;
    gameMasks.set(state.cards, (g = { n: state.cards.length, mask }));
  }
  let m = g.mask;
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) if (fx[i]!.k > RB.extraPhase) m |= behaviourOf(fx[i]!).mask;
  return m;
}

/** Whether anything may have a constant setting one of `fields` (conditions not checked): a cheap pre-check. */
export function mayHaveConstant(state: GameState, fields: number): boolean {
  if ((installed.anyConstantMask & fields) === 0 || (gameFields(state) & fields) === 0) return false;
  const known = cachedList(state, fields);
  if (known !== null) return known.length > 0;
  return (fieldsInPlay(state) & fields) !== 0;
}

const NONE: ActiveConstant[] = [];

function cachedList(state: GameState, fields: number): ActiveConstant[] | null {
  if (state !== cachedState || building) return null;
  if (presentMask < 0) presentMask = fieldsInPlay(state);
  if ((presentMask & fields) === 0) return NONE;
  const cache = (cachedLists ??= new Map());
  let list = cache.get(fields);
  if (list === undefined) {
    const found: ActiveConstant[] = [];
    building = true;
    try {
      scanConstants(state, found, fields);
    } finally {
      building = false;
    }
    cache.set(fields, (list = found));
  }
  return list;
}

/**
 * The active constants setting one of `fields` (CF bits; cards without them are skipped unread). A
 * list rather than a callback: hot paths loop over it without allocating a closure per call.
 */
export function activeConstants(state: GameState, fields = ALL_FIELDS): readonly ActiveConstant[] {
  if ((installed.anyConstantMask & fields) === 0 || (gameFields(state) & fields) === 0) return NONE;
  const list = cachedList(state, fields);
  if (list !== null) return list;
  const found: ActiveConstant[] = [];
  scanConstants(state, found, fields);
  return found;
}

let inBlankScan = false;

/**
 * Whether a card's printed text box counts as blank (traits stay): a lasting effect blanks it
 * (Magic Ward), Feared blanks it while its source attacks, or a constant does. While the constants
 * that blank are being looked for, their own sources are read by lasting effects only.
 */
export function isBlanked(state: GameState, id: number): boolean {
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.card !== id) continue;
    if (e.k === RB.modify && e.data.blank) return true;
    if (e.k === RB.fearedBlank && isAttackingNow(state, e.source)) return true;
  }
  if (inBlankScan) return false;
  inBlankScan = true;
  try {
    for (const { a, ctx } of activeConstants(state, CF.blank)) if (a.mods?.blank && affects(a, ctx, id)) return true;
    return false;
  } finally {
    inBlankScan = false;
  }
}

/** A unit is attacking from its declaration until the combat is over. */
export function isAttackingNow(state: GameState, id: number): boolean {
  const cb = state.combat;
  return cb !== null && cb.step !== 'done' && cb.attackers.includes(id);
}

function scanConstants(state: GameState, out: ActiveConstant[], fields: number): void {
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    const zones = pl.zones;
    for (let z = 0; z < 4; z++) {
      const cards = z < 3 ? zones[ZONE_KEYS[z]!].cards : pl.legend >= 0 ? [pl.legend] : NO_CARDS;
      for (let i = 0; i < cards.length; i++) {
        const c = state.cards[cards[i]!]!;
        const cc = compiledOf(c);
        if ((cc.constantMask & fields) === 0 || c.dev || c.faceDown) continue;
        if (isBlanked(state, c.id)) continue;
        const list = cc.constants;
        for (let k = 0; k < list.length; k++) {
          const a = list[k]!;
          if ((a.mask & fields) === 0) continue;
          if (a.zone && c.loc !== a.zone) continue;
          const ctx = ctxFor(state, a, c.id, c.controller);
          if (a.condition && !a.condition(ctx)) continue;
          out.push({ a, ctx });
        }
      }
    }
    const board = compiledCapital(pl.capital);
    if ((board.constantMask & fields) !== 0) {
      for (const a of board.constants) {
        if ((a.mask & fields) === 0) continue;
        const ctx = ctxFor(state, a, -1, p as PlayerId);
        if (a.condition && !a.condition(ctx)) continue;
        out.push({ a, ctx });
      }
    }
  }
  const fx = state.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i]!;
    if (e.k <= RB.extraPhase) continue;
    const b = behaviourOf(e);
    if ((b.mask & fields) === 0) continue;
    for (const a of b.constants) {
      if ((a.mask & fields) === 0) continue;
      const ctx = ctxFor(state, a, e.source, e.controller, e);
      if (a.condition && !a.condition(ctx)) continue;
      out.push({ a, ctx });
    }
  }
}
const NO_CARDS: readonly number[] = [];

/** Whether constant `a` (in context `ctx`) applies to card `id`. */
export function affects(a: CAbility, ctx: RCtx, id: number): boolean {
  const f = a.affects;
  if (f === 'self') return ctx.lasting ? ctx.lasting.card === id : ctx.self === id;
  if (f === 'host') {
    if (ctx.lasting) return ctx.lasting.card === id;
    return ctx.self >= 0 && ctx.state.cards[ctx.self]!.attachedTo === id;
  }
  ctx.each = id;
  return f(ctx, id);
}

/** Whether any active constant sets one of `fields`. */
export function anyConstant(state: GameState, fields: number): boolean {
  return activeConstants(state, fields).length > 0;
}
