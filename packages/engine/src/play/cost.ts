/**
 * What it costs to play a card (rules summary: Capital Phase; FAQ: Cost, Loyalty, Reduction, X):
 * printed cost (X is 0 unless chosen) modified by effects — a reduction never takes it below 0 and
 * a printed cost of 0 cannot be reduced — plus the loyalty cost: loyalty icons minus matching race
 * symbols the player controls in play, never below 0. Loyalty is not part of "cost" for effects.
 */
import { capitalDef, type CardDef, defOf } from '../registry.js';
import { symbolCount } from '../rules/queries.js';
import { CF } from '../abilities/model.js';
import { constantCostChange, constantsOnPaid, forEachConstant, selfCostChange } from '../abilities/constants.js';
import { lastingCostChange, lastingOnPaid } from '../timing/lastingEffects.js';
import type { GameState, PlayerId, ZoneName } from '../types.js';

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

/** Sum of cost modifiers (negative = reduction): the capital board, constant effects (the card's own too), lasting effects. */
function costModifiers(state: GameState, p: PlayerId, card: number, zone: ZoneName | null): number {
  const cap = capitalDef(state.players[p].capital);
  const board = cap.costModifier && zone ? cap.costModifier(state, p, card, zone) : 0;
  return board + constantCostChange(state, p, card) + selfCostChange(state, p, card) + lastingCostChange(state, p, card);
}

/** After a play was paid, the cost changes it used mark themselves used ("the first ... each turn"). */
export function costChangesPaid(state: GameState, p: PlayerId, card: number, zone: ZoneName | null): void {
  if (zone) capitalDef(state.players[p].capital).onPaid?.(state, p, card, zone);
  constantsOnPaid(state, p, card);
  lastingOnPaid(state, p, card);
}

/**
 * Resources a player can spend now: his pool, plus damage on his cards that may be spent as
 * resources (Urguck, FAQ: each damage removed counts as 1 resource spent).
 */
export function availableResources(state: GameState, p: PlayerId): number {
  return state.players[p].resources + damageSpendable(state, p, null) + tokensSpendable(state, p, null);
}

/**
 * Spend n resources: damage that may be spent as resources first (it heals), then resource tokens
 * that may be spent as resources, then the pool.
 */
export function spendResources(state: GameState, p: PlayerId, n: number): void {
  if (n <= 0) return;
  n -= damageSpendable(state, p, n);
  if (n > 0) n -= tokensSpendable(state, p, n);
  state.players[p].resources -= n;
}

/** Resource tokens spendable as resources ("you may spend resources on this card"); with `spend`, removes up to that many. */
function tokensSpendable(state: GameState, p: PlayerId, spend: number | null): number {
  let total = 0;
  forEachConstant(state, (a, ctx) => {
    if (!a.tokensAsResources || ctx.player !== p) return;
    const c = state.cards[ctx.self]!;
    if (spend === null) total += c.tokens;
    else {
      const n = Math.min(c.tokens, spend - total);
      c.tokens -= n;
      total += n;
    }
  }, CF.tokensAsResources);
  return total;
}

/** Damage spendable as resources; when `spend` is given, removes up to that much and returns it. */
function damageSpendable(state: GameState, p: PlayerId, spend: number | null): number {
  let total = 0;
  forEachConstant(state, (a, ctx) => {
    if (!a.damageAsResources || ctx.player !== p) return;
    const c = state.cards[ctx.self]!;
    if (spend === null) total += c.damage;
    else {
      const n = Math.min(c.damage, spend - total);
      c.damage -= n;
      total += n;
    }
  }, CF.damageAsResources);
  return total;
}

/** `loyalty`: the loyalty cost when the caller already knows it (it does not depend on the zone). */
export function playCost(state: GameState, p: PlayerId, card: number, zone: ZoneName | null, x = 0, loyalty?: number): number {
  const def = defOf(state.cards[card]!);
  const printed = printedCost(def, x);
  const mod = costModifiers(state, p, card, zone);
  let cost = printed;
  if (mod > 0) cost += mod;
  else if (mod < 0 && printed > 0) cost = Math.max(0, printed + mod);
  return cost + (loyalty ?? loyaltyCost(state, p, def));
}
