/**
 * Static definitions the engine plays with: card definitions, capital boards and triggered effects.
 * These hold code and never enter the game state; the state refers to them by id.
 */
import type { CardType, GameState, PendingEffect, PlayerId, ZoneName } from './types.js';
import type { Ability, ActionAbility, AttachRule, ConstantAbility, TriggeredAbility } from './abilities/model.js';
import { constantMask } from './abilities/model.js';

export interface Keywords {
  toughness?: number | 'X';
  counterstrike?: number | 'X';
  ambush?: number | 'X';
  raider?: number | 'X';
  savage?: number | 'X';
  feared?: number | 'X';
  scout?: true;
  limited?: true;
  necromancy?: true;
}

export interface CardDef {
  id: string;
  name: string;
  type: CardType;
  race: string;
  cost: number | 'X' | null;
  loyalty: number;
  power: number;
  legendPower?: { kingdom: number; quest: number; battlefield: number };
  hitPoints: number;
  traits: readonly string[];
  unique: boolean;
  hero: boolean;
  keywords: Keywords;
  entry: ZoneName | null;
  /** Race symbols this card provides to its controller while in play (loyalty). */
  raceSymbols: readonly string[];
  /** True when the engine plays this card's whole behaviour. */
  implemented: boolean;
  /** The card's text in the project's own words, errata applied. */
  text?: string;
  /** Card abilities (the DSL in abilities/model.ts); a tactic's first ability is its play. */
  abilities?: readonly Ability[];
  /** For attachments: legal hosts and what must keep holding. */
  attach?: AttachRule;
}

/** A definition's abilities sorted by kind, with their indexes (computed once at registration). */
export interface AbilityIndex {
  actions: { i: number; a: ActionAbility }[];
  triggered: { i: number; a: TriggeredAbility }[];
  /** Actions with a trigger condition (triggered actions). */
  triggeredActions: { i: number; a: ActionAbility }[];
  constants: { i: number; a: ConstantAbility; mask: number }[];
  /** Union of the constants' CF bits (0 when none). */
  constantMask: number;
}
const NO_ABILITIES: AbilityIndex = { actions: [], triggered: [], triggeredActions: [], constants: [], constantMask: 0 };
const abilityIndexes: AbilityIndex[] = [];

function indexAbilities(d: CardDef): AbilityIndex {
  if (!d.abilities || d.abilities.length === 0) return NO_ABILITIES;
  const out: AbilityIndex = { actions: [], triggered: [], triggeredActions: [], constants: [], constantMask: 0 };
  d.abilities.forEach((a, i) => {
    if (a.kind === 'action') {
      out.actions.push({ i, a });
      if (a.trigger) out.triggeredActions.push({ i, a });
    } else if (a.kind === 'forced') out.triggered.push({ i, a });
    else {
      const mask = constantMask(a);
      out.constants.push({ i, a, mask });
      out.constantMask |= mask;
    }
  });
  return out;
}

/** The abilities of a card instance's definition, by kind (hot path: by registry index). */
export function abilitiesOf(c: { k: number }): AbilityIndex {
  return abilityIndexes[c.k]!;
}

export interface CapitalDef {
  id: string;
  name: string;
  race: string;
  affiliation: 'Order' | 'Destruction';
  symbols: readonly string[];
  basePower: { kingdom: number; quest: number; battlefield: number };
  zoneHitPoints: number;
  /** Runs once during setup, after the first player is determined. */
  setup?: (state: GameState, player: PlayerId) => void;
  /** Cost change for a card this capital's player is about to play (negative = cheaper). */
  costModifier?: (state: GameState, player: PlayerId, card: number, zone: ZoneName) => number;
  /** Called when a card was played with this capital's cost modifier applied. */
  onPaid?: (state: GameState, player: PlayerId, card: number, zone: ZoneName) => void;
  /** Forced effects this board raises "after an attack against you is resolved". */
  afterAttackAgainst?: string;
}

/** A unit/card (instance id) or a section of a player's capital. */
export type EffectTarget = number | { player: PlayerId; zone: ZoneName };

/** A triggered constant or forced effect: what it may target and what it does (Timing C). */
export interface EffectDef {
  key: string;
  /** Human-readable name for prompts and the log. */
  label: string;
  /** Legal targets right now; omitted for effects without a target. An empty list cancels the effect. */
  targets?: (state: GameState, p: PendingEffect) => EffectTarget[];
  /** "may": the controller may decline instead of choosing a target. */
  optional?: boolean;
  resolve: (state: GameState, p: PendingEffect, target: EffectTarget | null) => void;
}

const cardDefs = new Map<string, CardDef>();
/** Definitions by registration index: card instances carry their index (`k`) for fast lookups. */
const defsByIndex: CardDef[] = [];
const indexById = new Map<string, number>();
const capitalDefs = new Map<string, CapitalDef>();
const effectDefs = new Map<string, EffectDef>();

export function registerCards(defs: Iterable<CardDef>): void {
  for (const d of defs) {
    cardDefs.set(d.id, d);
    const i = indexById.get(d.id);
    if (i === undefined) {
      indexById.set(d.id, defsByIndex.length);
      defsByIndex.push(d);
      abilityIndexes.push(indexAbilities(d));
    } else {
      defsByIndex[i] = d;
      abilityIndexes[i] = indexAbilities(d);
    }
  }
}

/** Registration index of a definition id (stored on card instances as `k`). */
export function defIndex(id: string): number {
  const i = indexById.get(id);
  if (i === undefined) throw new Error(`unknown card definition '${id}' (is the card pool registered?)`);
  return i;
}

/** The definition of a card instance — the hot-path lookup, by index. */
export function defOf(c: { k: number }): CardDef {
  return defsByIndex[c.k]!;
}
export function registerCapitals(defs: Iterable<CapitalDef>): void {
  for (const d of defs) capitalDefs.set(d.id, d);
}
export function registerEffect(def: EffectDef): EffectDef {
  effectDefs.set(def.key, def);
  return def;
}

export function cardDef(id: string): CardDef {
  const d = cardDefs.get(id);
  if (!d) throw new Error(`unknown card definition '${id}' (is the card pool registered?)`);
  return d;
}
export function hasCardDef(id: string): boolean {
  return cardDefs.has(id);
}
export function allCardDefs(): CardDef[] {
  return [...cardDefs.values()];
}
export function capitalDef(id: string): CapitalDef {
  const d = capitalDefs.get(id);
  if (!d) throw new Error(`unknown capital board '${id}'`);
  return d;
}
export function hasCapitalDef(id: string): boolean {
  return capitalDefs.has(id);
}
export function allCapitalDefs(): CapitalDef[] {
  return [...capitalDefs.values()];
}
export function effectDef(key: string): EffectDef {
  const d = effectDefs.get(key);
  if (!d) throw new Error(`unknown effect '${key}'`);
  return d;
}
