/**
 * Constant effects (rules summary "Card Abilities"; FAQ: Constant Effects): continuous modifiers of
 * faceup cards in play, active while their source is in play, in its zone ("Kingdom.") and its
 * condition holds. Modifiers without a trigger apply together as a net effect.
 */
import { abilitiesOf } from '../registry.js';
import type { AbilityUse, GameState, PlayerId } from '../types.js';
import type { Amount, ConstantAbility, Ctx, UnitStats } from './model.js';
import { CF } from './model.js';
import { isBlanked } from '../rules/queries.js';
import { lastingTargetTax } from '../timing/lastingEffects.js';

const ZONE_KEYS = ['kingdom', 'quest', 'battlefield'] as const;
const ALL_FIELDS = 0x7fffffff;
const NO_CARDS: readonly number[] = [];

/** A ctx for a source's own ability (no choices). */
export function sourceCtx(state: GameState, self: number, ability: number): Ctx {
  const c = state.cards[self]!;
  const use: AbilityUse = { card: self, ability, player: c.controller, picks: [], x: 0, trigger: -1, amount: 0, zone: null, paid: 0, free: false };
  return { state, self, player: c.controller, use };
}

/**
 * A read-only stretch (listing legal options) may cache the active constant abilities: they cannot
 * change while nothing is mutated. `withConstantCache` marks such a stretch for one state.
 */
let cachedState: GameState | null = null;
/** Active constant abilities by the field bits asked for (built on first use in the stretch). */
let cachedSources: Map<number, { a: ConstantAbility; ctx: Ctx }[]> | null = null;
let building = false;

let cachedValues: Map<string, number> | null = null;
/** In a stretch: the union of the constant-field bits of the faceup cards in play (-1: not computed yet). */
let presentMask = -1;

function fieldsPresent(state: GameState): number {
  if (presentMask < 0) presentMask = fieldsInPlay(state);
  return presentMask;
}

/** The union of the constant-field bits of the faceup cards in play (conditions not checked). */
function fieldsInPlay(state: GameState): number {
  let m = 0;
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    for (let z = 0; z < 3; z++) {
      const cards = pl.zones[ZONE_KEYS[z]!].cards;
      for (let i = 0; i < cards.length; i++) {
        const c = state.cards[cards[i]!]!;
        if (!c.dev && !c.faceDown) m |= abilitiesOf(c).constantMask;
      }
    }
    if (pl.legend >= 0) m |= abilitiesOf(state.cards[pl.legend]!).constantMask;
  }
  return m;
}

export function withConstantCache<T>(state: GameState, fn: () => T): T {
  const prevState = cachedState;
  const prevSources = cachedSources;
  const prevValues = cachedValues;
  const prevMask = presentMask;
  cachedState = state;
  cachedSources = null;
  cachedValues = null;
  presentMask = -1;
  try {
    return fn();
  } finally {
    cachedState = prevState;
    cachedSources = prevSources;
    cachedValues = prevValues;
    presentMask = prevMask;
  }
}

/** In a read-only stretch for `state`, a memo of derived numbers (e.g. race symbol counts); otherwise null. */
export function stretchMemo(state: GameState): Map<string, number> | null {
  if (state !== cachedState) return null;
  return (cachedValues ??= new Map());
}

/**
 * Calls `fn` for each active constant ability in play (faceup, not blanked, in its zone, condition
 * true) that sets one of the `fields` (CF bits; hot path: cards without them are skipped unread).
 */
export function forEachConstant(state: GameState, fn: (a: ConstantAbility, ctx: Ctx) => void, fields = ALL_FIELDS): void {
  const list = cachedList(state, fields);
  if (list !== null) {
    for (let i = 0; i < list.length; i++) fn(list[i]!.a, list[i]!.ctx);
    return;
  }
  scanConstants(state, fn, fields);
}

/** In a cached stretch, the active constants setting `fields` (built on first use); otherwise null. */
const NONE: { a: ConstantAbility; ctx: Ctx }[] = [];

function cachedList(state: GameState, fields: number): { a: ConstantAbility; ctx: Ctx }[] | null {
  if (state !== cachedState || building) return null;
  if ((fieldsPresent(state) & fields) === 0) return NONE;
  const cache = (cachedSources ??= new Map());
  let list = cache.get(fields);
  if (list === undefined) {
    const found: { a: ConstantAbility; ctx: Ctx }[] = [];
    building = true;
    try {
      scanConstants(state, (a, ctx) => found.push({ a, ctx }), fields);
    } finally {
      building = false;
    }
    cache.set(fields, (list = found));
  }
  return list;
}

/** Whether any faceup card in play has a constant ability setting one of `fields` (conditions not checked): a cheap pre-check. */
export function mayHaveConstant(state: GameState, fields: number): boolean {
  // In a cached stretch, the (cached) list of active ones answers it.
  const known = cachedList(state, fields);
  if (known !== null) return known.length > 0;
  return (fieldsInPlay(state) & fields) !== 0;
}


function scanConstants(state: GameState, fn: (a: ConstantAbility, ctx: Ctx) => void, fields: number): void {
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p]!;
    const zones = pl.zones;
    // The three zones, then the player's legend (its constant abilities apply like any card's in play).
    for (let z = 0; z < 4; z++) {
      const cards = z < 3 ? zones[ZONE_KEYS[z]!].cards : pl.legend >= 0 ? [pl.legend] : NO_CARDS;
      for (let i = 0; i < cards.length; i++) {
        const c = state.cards[cards[i]!]!;
        const index_ = abilitiesOf(c);
        if ((index_.constantMask & fields) === 0 || c.dev || c.faceDown) continue;
        if (isBlanked(state, c.id)) continue;
        const list = index_.constants;
        for (let k = 0; k < list.length; k++) {
          const { i: index, a, mask } = list[k]!;
          if ((mask & fields) === 0) continue;
          if (a.zone && c.loc !== a.zone) continue;
          const ctx = sourceCtx(state, c.id, index);
          if (a.active && !a.active(ctx)) continue;
          fn(a, ctx);
        }
      }
    }
  }
}

function amountFor(amount: Amount, ctx: Ctx, id: number): number {
  return typeof amount === 'number' ? amount : amount(ctx, id);
}

function affects(a: ConstantAbility, ctx: Ctx, id: number): boolean {
  return a.affects ? a.affects(ctx, id) : ctx.self === id;
}

export type ConstantStat = 'power' | 'hitPoints' | 'toughness' | 'combatDamage';

/** Net change to a card's stat from constant effects. */
export function constantTotal(state: GameState, id: number, stat: ConstantStat): number {
  let total = 0;
  forEachConstant(state, (a, ctx) => {
    const amount = a[stat];
    if (amount !== undefined && affects(a, ctx, id)) total += amountFor(amount, ctx, id);
  }, CF[stat]);
  return total;
}

export type ConstantFlag = 'uncancellableDamage' | 'cannotBeCorrupted' | 'enterCorrupted' | 'losesActionsAndForced' | 'attackFromAnyZone' | 'losesAllPower';

/** Whether any active constant effect gives the card this flag. */
export function hasConstantFlag(state: GameState, id: number, flag: ConstantFlag): boolean {
  let found = false;
  forEachConstant(state, (a, ctx) => {
    if (!found && a[flag] && affects(a, ctx, id)) found = true;
  }, CF[flag]);
  return found;
}

/**
 * What constant effects that make the development `id` a unit give it ("becomes a unit with ...":
 * Kairos Fateweaver), or null when none does; several such effects: the highest power and hit points.
 */
export function constantUnitStats(state: GameState, id: number): UnitStats | null {
  let out: UnitStats | null = null;
  forEachConstant(state, (a, ctx) => {
    const u = a.becomesUnit;
    if (!u || !affects(a, ctx, id)) return;
    out = out === null ? { power: u.power, hitPoints: u.hitPoints } : { power: Math.max(out.power, u.power), hitPoints: Math.max(out.hitPoints, u.hitPoints) };
  }, CF.becomesUnit);
  return out;
}

/** Units entering `zone` under `p`'s control enter corrupted (Warpstone Excavation). */
export function entersCorrupted(state: GameState, id: number): boolean {
  let found = false;
  const c = state.cards[id]!;
  forEachConstant(state, (a, ctx) => {
    if (!found && a.enterCorrupted && state.cards[ctx.self]!.loc === c.loc && ctx.player === c.controller) found = true;
  }, CF.enterCorrupted);
  return found;
}

/** Net cost change constant effects make to `player` playing `card`. */
export function constantCostChange(state: GameState, player: PlayerId, card: number): number {
  let total = 0;
  forEachConstant(state, (a, ctx) => {
    if (a.cost) total += a.cost(ctx, player, card);
  }, CF.cost);
  return total;
}

/** Net change a card's own constant effects make to what `player` pays to play it (from hand). */
export function selfCostChange(state: GameState, player: PlayerId, card: number): number {
  const list = abilitiesOf(state.cards[card]!).constants;
  let total = 0;
  for (let k = 0; k < list.length; k++) {
    const { i, a } = list[k]!;
    if (!a.selfCost) continue;
    const ctx = sourceCtx(state, card, i);
    ctx.player = player;
    ctx.use.player = player;
    total += a.selfCost(ctx, player);
  }
  return total;
}

/** After a play was paid: constant effects whose cost change applied mark themselves used. */
export function constantsOnPaid(state: GameState, player: PlayerId, card: number): void {
  const paid: [ConstantAbility, Ctx][] = [];
  forEachConstant(state, (a, ctx) => {
    if (a.cost && a.onPaid && a.cost(ctx, player, card) !== 0) paid.push([a, ctx]);
  }, CF.cost);
  for (const [a, ctx] of paid) a.onPaid!(ctx, player, card);
}

/** Whether any active constant in play sets one of the `fields` (CF bits). */
export function anyConstant(state: GameState, fields: number): boolean {
  let found = false;
  forEachConstant(state, () => {
    found = true;
  }, fields);
  return found;
}

/** Whether every deck's top card is revealed to all players (Lord of Change). */
export function deckTopsRevealed(state: GameState): boolean {
  return anyConstant(state, CF.revealsDeckTops);
}

/** The top card of `p`'s deck when a constant lets him play it as though it were in his hand (Lord of Change), or -1. */
export function playableDeckTop(state: GameState, p: PlayerId): number {
  const deck = state.players[p].deck;
  if (deck.length === 0 || !mayHaveConstant(state, CF.playsFromDeckTop)) return -1;
  let found = false;
  forEachConstant(state, (a, ctx) => {
    if (!found && a.playsFromDeckTop && ctx.player === p) found = true;
  }, CF.playsFromDeckTop);
  return found ? deck[deck.length - 1]! : -1;
}

/** Whether `p` may play `card` as though it were in his hand: it is in his hand, or it is his deck's top card and he may play that. */
export function inHandForPlay(state: GameState, p: PlayerId, card: number): boolean {
  const c = state.cards[card]!;
  if (c.owner !== p) return false;
  if (c.loc === 'hand') return true;
  return c.loc === 'deck' && playableDeckTop(state, p) === card;
}

/** Extra resources `targeting` must pay for one effect that targets all of `targets` (taxes count once per effect). */
export function targetTax(state: GameState, targets: readonly number[], targeting: PlayerId): number {
  if (targets.length === 0) return 0;
  let total = 0;
  forEachConstant(state, (a, ctx) => {
    if (!a.targetTax) return;
    let most = 0;
    for (const t of targets) if (t >= 0) most = Math.max(most, a.targetTax(ctx, t, targeting));
    total += most;
  }, CF.targetTax);
  return total + lastingTargetTax(state, targets, targeting);
}

