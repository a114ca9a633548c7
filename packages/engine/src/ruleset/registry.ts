/**
 * The installed ruleset: card definitions, capital boards and the lasting behaviours they define,
 * with their compiled forms. Definitions hold code and never enter the game state, which refers to
 * them by id. There is one place they come from: `useRuleset` (ruleset/install.ts), given a
 * ruleset object built explicitly from lists — nothing registers itself on import.
 */
import type { CardType, ZoneName } from '../types.js';
import type { AbilityDef, AttachDef, Effect, LastingDef } from '../lang/types.js';
import type { CAbility, CLasting, CompiledCard } from './compiled.js';

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
  /** Card abilities in the card language; a tactic's first action is its play. */
  abilities?: readonly AbilityDef[];
  /** For attachments: legal hosts and what must keep holding. */
  attach?: AttachDef;
  /** Lasting behaviours its effects create, by key. */
  lasting?: Readonly<Record<string, LastingDef>>;
}

export interface CapitalDef {
  id: string;
  name: string;
  race: string;
  affiliation: 'Order' | 'Destruction';
  symbols: readonly string[];
  basePower: { kingdom: number; quest: number; battlefield: number };
  zoneHitPoints: number;
  /** The board's own abilities (Hidden Kingdoms), in the card language. */
  abilities?: readonly AbilityDef[];
  /** Done once at setup, after the first player is determined. */
  setup?: Effect | readonly Effect[];
  lasting?: Readonly<Record<string, LastingDef>>;
}

/** What the engine plays with: built explicitly from lists of definitions. */
export interface Ruleset {
  cards: readonly CardDef[];
  capitals: readonly CapitalDef[];
}

/** The installed definitions and their compiled forms (written only by ruleset/install.ts). */
export const installed = {
  defs: [] as CardDef[],
  compiled: [] as CompiledCard[],
  indexById: new Map<string, number>(),
  capitals: new Map<string, { def: CapitalDef; compiled: CompiledCard }>(),
  /** Lasting behaviours by registry index (`LastingEffect.k`), and their ids. */
  behaviours: [] as CLasting[],
  behaviourIndex: new Map<string, number>(),
  /** The rules' own abilities (keywords, capital boards' shared rules) by id. */
  rules: null as CompiledCard | null,
  /** Union of every installed card's triggered event kinds (bit set). */
  anyEventMask: 0,
  /** Union of the constant-field bits of everything installed (cards, boards, lasting behaviours): fields no one sets are never looked for. */
  anyConstantMask: 0,
};

/** Registration index of a definition id (stored on card instances as `k`). */
export function defIndex(id: string): number {
  const i = installed.indexById.get(id);
  if (i === undefined) throw new Error(`unknown card definition '${id}' (is a ruleset installed?)`);
  return i;
}

/** The definition of a card instance — the hot-path lookup, by index. */
export function defOf(c: { k: number }): CardDef {
  return installed.defs[c.k]!;
}
/** The compiled behaviour of a card instance's definition. */
export function compiledOf(c: { k: number }): CompiledCard {
  return installed.compiled[c.k]!;
}

export function cardDef(id: string): CardDef {
  const i = installed.indexById.get(id);
  if (i === undefined) throw new Error(`unknown card definition '${id}' (is a ruleset installed?)`);
  return installed.defs[i]!;
}
export function hasCardDef(id: string): boolean {
  return installed.indexById.has(id);
}
export function allCardDefs(): readonly CardDef[] {
  return installed.defs;
}
export function capitalDef(id: string): CapitalDef {
  const c = installed.capitals.get(id);
  if (!c) throw new Error(`unknown capital board '${id}'`);
  return c.def;
}
export function compiledCapital(id: string): CompiledCard {
  const c = installed.capitals.get(id);
  if (!c) throw new Error(`unknown capital board '${id}'`);
  return c.compiled;
}
export function hasCapitalDef(id: string): boolean {
  return installed.capitals.has(id);
}
export function allCapitalDefs(): CapitalDef[] {
  return [...installed.capitals.values()].map((c) => c.def);
}

/** The compiled owner of an ability reference: a card definition, 'capital:<id>', or 'rules'. */
export function compiledOwner(def: string): CompiledCard {
  if (def === 'rules') return installed.rules!;
  if (def.startsWith('capital:')) return compiledCapital(def.slice(8));
  return installed.compiled[defIndex(def)]!;
}

/** The ability `ability` of `def` (lasting behaviours' abilities are '<key>/<id>'). */
export function abilityByRef(def: string, ability: string): CAbility {
  const slash = ability.indexOf('/');
  if (slash >= 0) {
    const b = behaviourByKey(`${def}:${ability.slice(0, slash)}`);
    const a = b.abilities.find((x) => x.id === ability) ?? (b.endAbility?.id === ability ? b.endAbility : undefined);
    if (!a) throw new Error(`unknown ability '${ability}' of lasting behaviour ${b.b}`);
    return a;
  }
  const a = compiledOwner(def).byId.get(ability);
  if (!a) throw new Error(`card ${def} has no ability '${ability}'`);
  return a;
}

export function behaviourIndex(b: string): number {
  const i = installed.behaviourIndex.get(b);
  if (i === undefined) throw new Error(`unknown lasting behaviour '${b}'`);
  return i;
}
export function behaviourByKey(b: string): CLasting {
  return installed.behaviours[behaviourIndex(b)]!;
}
/** The lasting behaviour of an effect instance (hot path: by index). */
export function behaviourOf(e: { k: number }): CLasting {
  return installed.behaviours[e.k]!;
}
