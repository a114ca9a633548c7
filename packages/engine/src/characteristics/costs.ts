/**
 * What things cost (rules summary: Capital Phase; FAQ: Cost, Loyalty, Reduction, X): a card's printed
 * cost (X is 0 unless chosen) changed by constant effects — of cards in play, of capital boards, of
 * lasting effects, and the card's own ("costs 1 less for each ...") — as a net effect; a reduction
 * never takes it below 0 and a printed cost of 0 cannot be reduced. Plus the loyalty cost: loyalty
 * icons minus matching race symbols the player controls, never below 0 (not part of "cost" for effects).
 * Also: target taxes, and the resources a player can spend (his pool, and tokens or damage cards let
 * him spend as resources).
 */
import { compiledOf, defOf, type CardDef } from '../ruleset/registry.js';
import { CF, type CAbility, type Pred, type RCtx } from '../ruleset/compiled.js';
import { ZONES, type GameState, type PlayerId, type ZoneName } from '../types.js';
import { EV, HISTORY_AS_DEVELOPMENT } from '../eventKinds.js';
import { findEffect } from '../primitives/lasting.js';
import { affects, ctxFor, activeConstants } from './constants.js';
import { hasFlag, symbolCount } from './cards.js';

const HIDDEN_RACES = ['Lizardmen', 'Wood Elf', 'Skaven', 'Undead'];

/** The race whose symbols pay a card's loyalty icons. Hidden Kingdoms cards are neutral with a race trait. */
export function loyaltyRace(def: CardDef): string {
  if (def.race !== 'Neutral') return def.race;
  for (const t of def.traits) if (HIDDEN_RACES.includes(t)) return t;
  return 'Neutral';
}

export function loyaltyCost(state: GameState, p: PlayerId, def: CardDef): number {
  if (def.loyalty <= 0) return 0;
  const c = def.loyalty - symbolCount(state, p, loyaltyRace(def));
  return c > 0 ? c : 0;
}

export function printedCost(def: CardDef, x: number): number {
  if (def.cost === 'X') return x;
  return def.cost ?? 0;
}

/** Whether a "first ... each turn" cost rule of this source was used this turn by `p`. */
export function costRuleUsed(state: GameState, ctx: RCtx, a: CAbility): boolean {
  return findEffect(state, ctx.self, 'used', usedKey(a, ctx)) >= 0;
}
/**
 * "The first ... you play each turn": whether `player` already played this turn a card (other than
 * `card`) the rule's filter matches as it was played (into that zone, under him) — from the turn's
 * history, so one played before the rule's source came into play counts too. A card played facedown
 * as a development shows no face, so it matches no filter of a kind.
 */
function playedMatchingThisTurn(ctx: RCtx, of: Pred, player: PlayerId, card: number): boolean {
  const h = ctx.state.history;
  for (let i = 0; i < h.length; i += 4) {
    const id = h[i + 1]!;
    if (h[i] !== EV.played || h[i + 2] !== player || id < 0 || id === card) continue;
    const zi = h[i + 3]!;
    if (zi >= HISTORY_AS_DEVELOPMENT) continue; // played facedown: it matches no filter of a kind
    ctx.lki = { card: id, controller: player, zone: zi >= 0 ? ZONES[zi]! : null };
    ctx.each = id;
    const ok = of(ctx, id);
    ctx.lki = null;
    if (ok) return true;
  }
  return false;
}

/** The marker key of a cost rule: its ability, and the player for a capital board (no card). */
export function usedKey(a: CAbility, ctx: RCtx): string {
  return ctx.self >= 0 ? a.id : `${a.def}:${ctx.player}:${a.id}`;
}

/**
 * Whether a cost rule applies to `player` playing `card` into `zone`: the card is seen as though it
 * were already where it goes (zone, controller) for the rule's filter.
 */
function ruleApplies(a: CAbility, ctx: RCtx, player: PlayerId, card: number, zone: ZoneName | null): boolean {
  const r = a.rules!.cost!;
  if (r.self) {
    if (ctx.self !== card) return false;
  } else if (ctx.self === card) return false;
  if (r.by === 'you' && player !== ctx.player) return false;
  if (r.by === 'opponent' && player === ctx.player) return false;
  if (r.first && (costRuleUsed(ctx.state, ctx, a) || (r.of !== null && playedMatchingThisTurn(ctx, r.of, player, card)))) return false;
  if (r.of) {
    ctx.lki = { card, controller: player, zone };
    ctx.each = card;
    const ok = r.of(ctx, card);
    ctx.lki = null;
    if (!ok) return false;
  }
  return true;
}

/**
 * Net change to what `player` pays to play `card` into `zone` (negative = cheaper), and the rules used;
 * `floor.min`: the highest "to a minimum of N" among the reductions that apply.
 */
function costChanges(state: GameState, player: PlayerId, card: number, zone: ZoneName | null, used?: { a: CAbility; ctx: RCtx }[], floor?: { min: number }): number {
  let total = 0;
  for (const { a, ctx } of activeConstants(state, CF.cost)) total += costChange(a, ctx, player, card, zone, used, floor);
  // The card's own "this card costs ... to play" (read while it is being played, not in play yet).
  for (const a of compiledOf(state.cards[card]!).constants) {
    if (!a.rules?.cost?.self) continue;
    const ctx = ctxFor(state, a, card, player);
    if (!a.condition || a.condition(ctx)) total += costChange(a, ctx, player, card, zone, used, floor);
  }
  return total;
}

/** What one cost rule changes (0 when it does not apply), noted in `used` when it does. */
function costChange(a: CAbility, ctx: RCtx, player: PlayerId, card: number, zone: ZoneName | null, used?: { a: CAbility; ctx: RCtx }[], floor?: { min: number }): number {
  if (!a.rules?.cost || !ruleApplies(a, ctx, player, card, zone)) return 0;
  ctx.each = card;
  const n = a.rules.cost.change(ctx);
  if (n !== 0) used?.push({ a, ctx });
  if (n < 0 && floor && a.rules.cost.minimum > floor.min) floor.min = a.rules.cost.minimum;
  return n;
}

/** `loyalty`: the loyalty cost when the caller already knows it (it does not depend on the zone). */
export function playCost(state: GameState, p: PlayerId, card: number, zone: ZoneName | null, x = 0, loyalty?: number): number {
  const def = defOf(state.cards[card]!);
  const printed = printedCost(def, x);
  const floor = { min: 0 };
  const mod = costChanges(state, p, card, zone, undefined, floor);
  let cost = printed;
  if (mod > 0) cost += mod;
  // A reduction "to a minimum of N" stops at N (a card cheaper than N keeps its cost).
  else if (mod < 0 && printed > 0) cost = Math.max(Math.min(printed, floor.min), printed + mod, 0);
  return cost + (loyalty ?? loyaltyCost(state, p, def));
}

/** The cost rules a paid play used ("the first ... each turn", "your next unit"), to be marked used. */
export function costRulesUsed(state: GameState, p: PlayerId, card: number, zone: ZoneName | null): { a: CAbility; ctx: RCtx }[] {
  const used: { a: CAbility; ctx: RCtx }[] = [];
  costChanges(state, p, card, zone, used);
  return used;
}

// ---------------------------------------------------------------- targeting

/**
 * Extra resources `targeting` pays for one effect that targets all of `targets` (a tax counts once per
 * effect, however many of its targets it covers). `of`: an action's targets, or another effect's.
 */
export function targetTax(state: GameState, targets: readonly number[], targeting: PlayerId, of: 'actions' | 'effects'): number {
  if (targets.length === 0) return 0;
  let total = 0;
  for (const { a, ctx } of activeConstants(state, CF.targetTax)) {
    const t = a.mods?.targetTax;
    if (!t || (t.of === 'actions' && of !== 'actions')) continue;
    if (t.by === 'opponent' && targeting === ctx.player) continue;
    let most = 0;
    for (const id of targets) {
      if (id < 0 || !affects(a, ctx, id)) continue;
      ctx.each = id;
      most = Math.max(most, t.amount(ctx));
    }
    total += most;
  }
  // Lasting taxes ("until the end of the turn, other actions that target it cost 4 more").
  for (const e of state.effects) {
    const n = e.data.tax;
    if (!n || !targets.includes(e.card)) continue;
    if (e.data.taxActionsOnly && of !== 'actions') continue;
    if (e.data.taxOpponentsOnly && targeting === e.controller) continue;
    total += n;
  }
  return total;
}

/**
 * Whether `targeting` may target card `id` at all (opponents' effects cannot target it: "cannot be
 * targeted"; no effect at all: "cannot be targeted by card effects").
 */
export function canBeTargetedBy(state: GameState, id: number, targeting: PlayerId): boolean {
  const c = state.cards[id]!;
  if (hasFlag(state, id, 'cannotBeTargetedByAny')) return false;
  return c.controller === targeting || !hasFlag(state, id, 'cannotBeTargeted');
}

// ---------------------------------------------------------------- resources

/** A card whose resource tokens or damage its controller may spend as resources, and how many. */
export interface PaymentSource {
  card: number;
  what: 'tokens' | 'damage';
  amount: number;
}

/**
 * Whether a card's "spend its tokens as resources" covers paying for `forCard` (-1: not playing a card):
 * a card played from hand — still in the hand while its play is checked, or a tactic already on the
 * chain as its cost is paid (callers pass such a card only when it came from the hand). `asIfInHand`: the
 * caller checks a tactic its player plays as though it were in his hand from where it is (a deck top, a
 * discard pile: Mortella) — counted as played from his hand.
 */
function tokensPayFor(rule: boolean | Pred, ctx: RCtx, forCard: number, asIfInHand = false): boolean {
  if (typeof rule !== 'function') return rule;
  if (forCard < 0) return false;
  const loc = ctx.state.cards[forCard]!.loc;
  if (loc !== 'hand' && loc !== 'chain' && !asIfInHand) return false;
  ctx.each = forCard;
  return rule(ctx, forCard);
}

/**
 * Cards letting `p` pay with their tokens or damage now (Urguck, Sack of Tor Aendris), with something
 * on them; `forCard`: the card he is playing (some pay only for certain cards played from hand).
 */
export function paymentSources(state: GameState, p: PlayerId, forCard = -1): PaymentSource[] {
  const out: PaymentSource[] = [];
  for (const { a, ctx } of activeConstants(state, CF.tokensAsResources | CF.damageAsResources)) {
    const r = a.rules!;
    if (ctx.player !== p || ctx.self < 0) continue;
    const c = state.cards[ctx.self]!;
    if (c.tokens > 0 && tokensPayFor(r.tokensAsResources, ctx, forCard)) out.push({ card: ctx.self, what: 'tokens', amount: c.tokens });
    if (r.damageAsResources && c.damage > 0) out.push({ card: ctx.self, what: 'damage', amount: c.damage });
  }
  return out;
}

/**
 * Resources `p` can spend now (on `forCard`, when playing a card): his pool plus tokens and damage cards
 * let him spend as resources. `asIfInHand`: `forCard` is a tactic played as though it were in his hand.
 */
export function availableResources(state: GameState, p: PlayerId, forCard = -1, asIfInHand = false): number {
  let n = state.players[p].resources;
  for (const { a, ctx } of activeConstants(state, CF.tokensAsResources | CF.damageAsResources)) {
    if (ctx.player !== p || ctx.self < 0) continue;
    const c = state.cards[ctx.self]!;
    if (tokensPayFor(a.rules!.tokensAsResources, ctx, forCard, asIfInHand)) n += c.tokens;
    if (a.rules!.damageAsResources) n += c.damage;
  }
  return n;
}
