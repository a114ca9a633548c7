/**
 * What it costs to play a card (rules summary: Capital Phase; FAQ: Cost, Loyalty, Reduction, X):
 * printed cost (X is 0 unless chosen) modified by effects — a reduction never takes it below 0 and
 * a printed cost of 0 cannot be reduced — plus the loyalty cost: loyalty icons minus matching race
 * symbols the player controls in play, never below 0. Loyalty is not part of "cost" for effects.
 */
import { capitalDef, cardDef, type CardDef, defOf } from '../registry.js';
import { symbolCount } from '../rules/queries.js';
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

/** Sum of cost modifiers (negative = reduction) from the player's capital board. */
function costModifiers(state: GameState, p: PlayerId, card: number, zone: ZoneName): number {
  const cap = capitalDef(state.players[p].capital);
  return cap.costModifier ? cap.costModifier(state, p, card, zone) : 0;
}

/** `loyalty`: the loyalty cost when the caller already knows it (it does not depend on the zone). */
export function playCost(state: GameState, p: PlayerId, card: number, zone: ZoneName, x = 0, loyalty?: number): number {
  const def = defOf(state.cards[card]!);
  const printed = printedCost(def, x);
  const mod = costModifiers(state, p, card, zone);
  let cost = printed;
  if (mod > 0) cost += mod;
  else if (mod < 0 && printed > 0) cost = Math.max(0, printed + mod);
  return cost + (loyalty ?? loyaltyCost(state, p, def));
}
