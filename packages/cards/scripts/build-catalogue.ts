/**
 * Builds packages/cards/data/catalogue.json and catalogue-report.md from the community card
 * databases in ../shared/cards (whi_full.json is the primary source, cards-alt.json the second one).
 *
 * Only facts leave this script: names, numbers, costs, traits, keyword names and values. The rules
 * and flavour texts are read to recognise keywords and restrictions, and are never written out.
 *
 * Run with `npm run catalogue`. The output is deterministic.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CARD_TYPES,
  CYCLES,
  HIDDEN_RACES,
  RACES,
  type CardType,
  type CatalogueCard,
  type DeckRestrictions,
  type HiddenRace,
  type Keywords,
  type Race,
  type ZoneName,
} from '../src/catalogue-types.js';

// ---------------------------------------------------------------------------------------------
// Source shapes
// ---------------------------------------------------------------------------------------------

interface WhiCard {
  name: string;
  race: string;
  type: string;
  cost: string;
  loyalty?: string;
  power_icons?: string;
  power?: string;
  health?: string;
  card_number: string;
  card_quantity?: string;
  rules_text?: string;
  traits?: string;
  unique_id: string;
  pack_code: string;
}

interface WhiPack {
  code: string;
  name: string;
  position: number;
  total_cards: number | null;
  total_unique: number | null;
}

interface AltCard {
  id: string;
  name: string;
  set: string;
  cycle: string;
  number: number;
  type: string | null;
  race: string | null;
  cost: number | string | null;
  loyalty: number | null;
  power: number | string | null;
  health: number | string | null;
  traits: string | null;
  text: string | null;
  quantity: number | null;
  stub: boolean;
  unique?: boolean;
}

export interface BuildResult {
  cards: CatalogueCard[];
  report: string;
  /** Disagreement rows of the checked cycles without a check, and checks that match no row. */
  review: { unchecked: string[]; stale: string[] };
}

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Cycle names by the first two digits of the card id. */
export const CYCLE_NAMES = CYCLES;

/** cards-alt.json cycle labels → cycle code. Other labels there are fan-made sets and are ignored. */
const ALT_CYCLES: Readonly<Record<string, string>> = {
  'Core Cycle': '01',
  'The Corruption Cycle': '02',
  'Assault on Ulthuan Cycle': '03',
  'The Enemy Cycle': '04',
  'March of the Damned Cycle': '05',
  'The Morrslieb Cycle': '06',
  'Legends Cycle': '07',
  'The Capital Cycle': '08',
  'The Bloodquest Cycle': '09',
  'Eternal War Cycle': '10',
  'Cataclysm Cycle': '11',
  'Hidden Kingdoms Cycle': '12',
};

/**
 * Card names where whi_full.json has an evident misspelling and cards-alt.json the correct word.
 * Every other name keeps the whi_full.json spelling.
 */
const NAME_FIXES: Readonly<Record<string, { name: string; why: string }>> = {
  '01084': { name: 'Nurgle Sorcerer', why: 'whi_full misspells "Sorcerer" (the spelling used by the other cards and the FAQ)' },
  '11059': { name: 'Magewrath Throne', why: 'whi_full drops a letter of "Throne"' },
  '12044': { name: 'Lothern Repeater Crew', why: 'whi_full misspells "Repeater" (cf. Repeater Bolt Thrower)' },
  '11053': { name: 'Reinforcements', why: 'whi_full appends a "(Cataclysm)" disambiguation that is not part of the printed name' },
};

/** Per-zone legend power stated by the latest FAQ (legend power clarification). */
const FAQ_LEGEND_POWER: Readonly<Record<string, { kingdom: number; quest: number; battlefield: number }>> = {
  '07036': { kingdom: 2, quest: 2, battlefield: 2 },
};

// ---------------------------------------------------------------------------------------------
// Disagreements checked against evidence outside the two sources
// ---------------------------------------------------------------------------------------------

/** A disagreement row checked by hand: what was found, where, and what the catalogue does. */
export interface CheckedRow {
  evidence: string;
  verdict: 'kept' | 'fixed' | 'kept (open)';
}

/** "a, b and c". */
const listed = (items: readonly (string | undefined)[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** Cycles whose every disagreement row has been checked (issues 10, 16 and 17). */
export const CHECKED_CYCLES: readonly string[] = ['02', '03', '04', '05', '06', '07'];

/** Marks a row for which nothing outside the two sources was found; the report explains the mark. */
const NO_WITNESS = 'no independent witness (†)';
/** What the † mark stands for. */
const NO_WITNESS_NOTE =
  '† Searched: FFG card spotlights and announcements, the three FAQs (card errata), forum archives and public repositories (code and issues); ' +
  'none states the value. The other datasets found are copies of the two sources: mcwookie/warhammer-invasion-lcg-lists is whi_full, ' +
  'halogenandtoast/WarhammerInvasion uses cards-alt ids and mixes the values of both.';
const WHI_LOYALTY =
  "whi_full's loyalty comes from CardGameDB (see Sources), cards-alt's origin is undocumented; all eight loyalty disagreements of the whole catalogue are in this cycle, " +
  "where cards-alt's quantities are also wrong (3 for every card), so its Corruption Cycle record is the weaker one";
const ZONE_MARKER = 'the extra word is the zone marker that opens an ability (rules: Battlefield./Kingdom./Quest. limit where an ability works), not a trait';
const RESTRICTION = 'the extra words are a deck restriction (rules summary: Order/Destruction Only), which the catalogue keeps as deck.affiliation, not a trait';
const NAME_CASE = `case/punctuation only; ${NO_WITNESS}; primary (deckbox.org) spelling kept`;
const TRAIT_IN_TEXT =
  "whi_full's own rules text (CardGameDB) opens with this trait as cards-alt does; only whi_full's trait field (a Tabletop Simulator mod) lacks it, so two records of different origin give it";

/**
 * Disagreement rows of the checked cycles, keyed `<id> <field>`. A row that is no longer a
 * disagreement, or a disagreement of a checked cycle without an entry, is listed in the report.
 */
export const CHECKED: Readonly<Record<string, CheckedRow>> = {
  '02050 name': { evidence: `cards-alt adds a "!"; ${NO_WITNESS}; primary (deckbox.org) spelling kept`, verdict: 'kept' },
  '02103 name': { evidence: 'capitalisation of "from" only; primary spelling kept', verdict: 'kept' },
  '02006 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02012 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02013 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02083 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02096 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02098 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02102 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02116 loyalty': { evidence: `${WHI_LOYALTY}; ${NO_WITNESS}`, verdict: 'kept' },
  '02008 power': {
    evidence: `whi_full has an explicit 0 power icons and no power field, cards-alt 1; the ability (+2 power while attacking) says nothing of the printed value; ${NO_WITNESS}. Primary kept; open until a card scan settles it`,
    verdict: 'kept (open)',
  },
  '02010 power': { evidence: `both whi_full fields say 1, cards-alt 2; ${NO_WITNESS}`, verdict: 'kept' },
  '02023 power': { evidence: `whi_full power 3 and cards-alt 3 against whi_full power_icons 2; ${NO_WITNESS}`, verdict: 'kept' },
  '02051 power': { evidence: `both whi_full fields say 1, cards-alt 2; ${NO_WITNESS}`, verdict: 'kept' },
  '02073 power': { evidence: `both whi_full fields say 4, cards-alt 3; ${NO_WITNESS}`, verdict: 'kept' },
  '02093 power': { evidence: `both whi_full fields say 2, cards-alt 1; ${NO_WITNESS}`, verdict: 'kept' },
  '03005 power': {
    evidence: 'the 0s are placeholders: the same records give the unit 0 hit points (cards-alt health, the CardGameDB "Hit Points" text in whi_full), which a unit in play cannot have; the whi_full power field (from a Tabletop Simulator mod) is the only real value',
    verdict: 'kept',
  },
  '03005 hit points': {
    evidence: 'cards-alt health and the whi_full "Hit Points" text are both 0, a placeholder (a unit with 0 hit points is destroyed at once); whi_full health 3 is the only real value',
    verdict: 'kept',
  },
  '03035 power': {
    evidence: `a support has no power unless it prints power icons; whi_full power_icons and cards-alt say 0, the whi_full power field 1. The two 0s may share one origin (cards-alt's Assault on Ulthuan records repeat CardGameDB's placeholders, see Caradryan); ${NO_WITNESS}. 0 kept; open until a card scan settles it`,
    verdict: 'kept (open)',
  },
  '02032 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '02098 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '02106 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '02096 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '02116 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '02081 traits': { evidence: 'Toughness 2 is a keyword (both texts open with it) and is stored as one, not as a trait', verdict: 'kept' },
  // Enemy Cycle and March of the Damned (issue 16)
  '04002 type': {
    evidence: 'whi_full says Unit, cards-alt Support; no source gives it hit points (a unit must have them) and its trait is Building, a support trait; Support taken',
    verdict: 'fixed',
  },
  '04008 name': { evidence: `whi_full writes the name without quotation marks, cards-alt within them; ${NO_WITNESS}; primary spelling kept`, verdict: 'kept' },
  '04033 name': { evidence: NAME_CASE, verdict: 'kept' },
  '04060 name': { evidence: `cards-alt adds a "!"; ${NO_WITNESS}; primary spelling kept`, verdict: 'kept' },
  '04071 name': { evidence: NAME_CASE, verdict: 'kept' },
  '04082 name': { evidence: NAME_CASE, verdict: 'kept' },
  '05020 name': { evidence: `cards-alt adds a "!"; ${NO_WITNESS}; primary spelling kept`, verdict: 'kept' },
  '05022 name': { evidence: `cards-alt has the singular; ${NO_WITNESS}; primary (deckbox.org) name kept`, verdict: 'kept' },
  '05030 name': { evidence: NAME_CASE, verdict: 'kept' },
  '04015 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '04033 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '04065 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '04067 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '04087 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '04097 traits': { evidence: ZONE_MARKER, verdict: 'kept' },
  '04018 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '04019 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '04020 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '05036 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '05039 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '05040 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '05041 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '05042 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '05049 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '05051 traits': { evidence: RESTRICTION, verdict: 'kept' },
  '04041 traits': { evidence: TRAIT_IN_TEXT, verdict: 'kept' },
  '04044 traits': { evidence: TRAIT_IN_TEXT, verdict: 'kept' },
  '05006 traits': { evidence: TRAIT_IN_TEXT, verdict: 'kept' },
  // Morrslieb Cycle and Legends (issue 17)
  '06104 name': { evidence: NAME_CASE, verdict: 'kept' },
  '07014 name': {
    evidence: `case only; FFG's Legends spotlight "Under Strong Leadership" (2011) writes "Armed to da Teef", matching neither source in full; primary (deckbox.org) spelling kept — names are matched without regard to case`,
    verdict: 'kept',
  },
  '07005 hit points': {
    evidence: `whi_full's health field (a Tabletop Simulator mod) says 5, whi_full's own CardGameDB text and cards-alt say 4; FFG's spotlight of the card speaks of its Toughness only; ${NO_WITNESS}; the two records of different origin kept (4)`,
    verdict: 'kept',
  },
  '06019 traits': { evidence: TRAIT_IN_TEXT, verdict: 'kept' },
  '06057 traits': { evidence: TRAIT_IN_TEXT, verdict: 'kept' },
  '07013 traits': { evidence: `${TRAIT_IN_TEXT}; its "Calvary" is the misspelling unified to Cavalry (see Rules used), as for Ellyrian Knight`, verdict: 'kept' },
  '07055 traits': { evidence: 'the extra word is the keyword Limited (rules summary: Limited), which the catalogue keeps as a keyword, not a trait', verdict: 'kept' },
  '03052 traits': {
    evidence: `whi_full has no trait field for this card (its trait source had no record), cards-alt gives Mage; ${NO_WITNESS}. Mage kept from the only source that has a value; open`,
    verdict: 'kept (open)',
  },
};

/** One entry for every Corruption Cycle quantity row (the evidence is the same for all of them). */
export const CHECKED_CC_QUANTITY: CheckedRow = {
  evidence:
    'FFG\'s spotlight "Mounted Fury" (18 May 2010) says the Enemy Cycle packs are the first in the new format with three copies of every card (60 per pack), ' +
    'so the Corruption Cycle packs did not have three of each; the core rulebook calls Battle Packs 40-card expansions. whi_full (quantities from CardGameDB) has ten cards ×1 and ten ×3 in each of the five packs it covers, 40 each; ' +
    'cards-alt\'s 3 for every card would make 60. Which card is the single one: no independent list found, whi_full kept',
  verdict: 'kept',
};

/** Trait spellings unified so that trait checks in the engine see one form. */
const TRAIT_SPELLING: Readonly<Record<string, string>> = {
  Calvary: 'Cavalry',
  Sorceror: 'Sorcerer',
  Warmachine: 'War Machine',
  Witchhunter: 'Witch Hunter',
};

/** Trait fields that name two traits without a separator. */
const TRAIT_SPLIT: Readonly<Record<string, readonly string[]>> = { 'Epic Spell': ['Epic', 'Spell'] };

const KEYWORD_VALUED = ['toughness', 'counterstrike', 'ambush', 'raider', 'savage', 'feared'] as const;
const KEYWORD_FLAGS = ['scout', 'limited', 'necromancy'] as const;
const KEYWORD_ORDER = [...KEYWORD_VALUED, ...KEYWORD_FLAGS] as const;
type KeywordName = (typeof KEYWORD_ORDER)[number];

const RACE_WORDS = [...RACES.filter((r) => r !== 'Neutral'), ...HIDDEN_RACES] as const;

/** 'any number of copies' is stored as this many copies. */
export const ANY_NUMBER_OF_COPIES = 99;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const isRace = (s: string): s is Race => (RACES as readonly string[]).includes(s);
const isCardType = (s: string): s is CardType => (CARD_TYPES as readonly string[]).includes(s);
const toRaceOrHidden = (s: string): Race | HiddenRace | undefined => {
  const found = RACE_WORDS.find((r) => r.toLowerCase() === s.toLowerCase());
  return found;
};

function intOrNull(v: unknown): number | null {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number.parseInt(v, 10);
  return null;
}

/** Loose name comparison: case, punctuation and spacing ignored. */
const nameKey = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Set comparison: as nameKey, also ignoring a leading "The" and a trailing "Set". */
const setKey = (s: string): string => nameKey(s.replace(/^the\s+/i, '').replace(/\s+set$/i, ''));

function show(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.join(', ') : '(none)';
  return String(v);
}

function mdCell(v: unknown): string {
  return show(v).replace(/\|/g, '\\|');
}

// ---------------------------------------------------------------------------------------------
// Traits
// ---------------------------------------------------------------------------------------------

/** Splits a trait field ("Hero, Warrior" or "Warrior. Elite.") into clean trait names. */
function splitTraits(field: string | null | undefined): { traits: string[]; dropped: string[] } {
  const traits: string[] = [];
  const dropped: string[] = [];
  if (!field) return { traits, dropped };
  for (const raw of field.split(/[,.]/)) {
    let t = raw.replace(/^[\s\-=]+/, '').trim();
    if (!t) continue;
    // Not traits: restrictions, zone markers and keywords that leaked into the trait field.
    if (/\bonly$/i.test(t) || /^(kingdom|quest|battlefield)$/i.test(t)) {
      dropped.push(t);
      continue;
    }
    if (/^(Toughness|Counterstrike|Ambush|Raider|Savage|Feared)\s+(\d+|X)$/.test(t) || /^(Scout|Limited|Necromancy)$/.test(t)) {
      dropped.push(t);
      continue;
    }
    t = TRAIT_SPELLING[t] ?? t;
    // "Epic Spell" is two traits (an Epic card that is also a Spell: "non-Epic tactic", "a Spell").
    for (const one of TRAIT_SPLIT[t] ?? [t]) if (!traits.includes(one)) traits.push(one);
  }
  return { traits, dropped };
}

// ---------------------------------------------------------------------------------------------
// Text analysis (keywords, entry, deck restrictions, text kind)
// ---------------------------------------------------------------------------------------------

export interface TextAnalysis {
  keywords: Keywords;
  entry: ZoneName | null;
  deck: DeckRestrictions;
  /** Races named by an alliance's loyalty-symbol reminder. */
  allianceSymbols: Race[];
  heroLimit: boolean;
  restricted: boolean;
  /** Length of the text left after the leading keyword-like clauses (0 = keywords only). */
  residualLength: number;
  /** Where that text starts in the normalised text (for diagnostics; never written out). */
  residualStart: number;
  /** Keywords found as whole sentences after ability text (counted, but listed as ambiguous). */
  lateKeywords: string[];
  empty: boolean;
}

/** Puts the loosely punctuated texts of the sources into a regular form. */
export function normaliseText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\bHeroper\b/g, 'Hero per')
    .replace(/\bonly(?=[A-Z])/g, 'only. ')
    .replace(/\.(?=[A-Z([])/g, '. ')
    .replace(/\)(?=[A-Z[])/g, ') ')
    .replace(/(\b(?:Toughness|Counterstrike|Ambush|Raider|Savage|Feared) (?:\d+|X))(?=[A-Z])/g, '$1 ')
    .trim();
}

/** Keyword-like clauses recognised at the start of a card's text, in any order. */
const CLAUSES: { re: RegExp; apply: (m: RegExpExecArray, a: TextAnalysis) => boolean }[] = [
  {
    re: /Limit (?:one|1) Hero per zone(?:\.|$)\s*/iy,
    apply: (_m, a) => ((a.heroLimit = true), true),
  },
  {
    re: /(Battlefield|Kingdom|Quest)(?: zone)? only(?:\.|$)\s*/iy,
    apply: (m, a) => {
      a.entry = m[1]!.toLowerCase() as ZoneName;
      return true;
    },
  },
  {
    re: /(Order|Destruction) only(?:\.|$)\s*/iy,
    apply: (m, a) => {
      a.deck.affiliation = m[1]!.toLowerCase() === 'order' ? 'Order' : 'Destruction';
      return true;
    },
  },
  {
    re: /(Non-)?(High Elf|Dark Elf|Wood Elf|Dwarf|Empire|Orc|Chaos|Lizardmen|Skaven|Undead) only(?:\.|$)\s*/iy,
    apply: (m, a) => {
      const race = toRaceOrHidden(m[2]!);
      if (!race) return false;
      if (m[1]) a.deck.notRace = race;
      else a.deck.raceOnly = race;
      return true;
    },
  },
  {
    re: /(Toughness|Counterstrike|Ambush|Raider|Savage|Feared) (\d+|X)(?: ?\([^)]*\))?(?:\.|(?=\s+[A-Z([])|$)\s*/y,
    apply: (m, a) => {
      const key = m[1]!.toLowerCase() as (typeof KEYWORD_VALUED)[number];
      const value = m[2] === 'X' ? 'X' : Number.parseInt(m[2]!, 10);
      a.keywords[key] = value;
      return true;
    },
  },
  {
    re: /(Scout|Limited|Necromancy)(?: ?\([^)]*\)| - [^.]*)?(?:\.|(?=\s+[A-Z([])|$)\s*/y,
    apply: (m, a) => {
      const key = m[1]!.toLowerCase() as (typeof KEYWORD_FLAGS)[number];
      a.keywords[key] = true;
      return true;
    },
  },
  {
    re: /\(This Alliance provides ([^)]*?)\)\.?\s*/iy,
    apply: (m, a) => {
      for (const r of RACES) {
        if (r !== 'Neutral' && new RegExp(`\\b${r}\\b`, 'i').test(m[1]!)) a.allianceSymbols.push(r);
      }
      return a.allianceSymbols.length > 0;
    },
  },
  {
    // A sentence allowing a different number of copies in a deck.
    re: /[^.]*?\b(?:up to (\d+)|any number of) copies\b[^.]*\bdeck\b[^.]*\.\s*/iy,
    apply: (m, a) => {
      a.deck.maxCopies = m[1] ? Number.parseInt(m[1], 10) : ANY_NUMBER_OF_COPIES;
      return true;
    },
  },
  {
    re: /Limit (?:one|1) (?:copy )?per deck(?:\.|$)\s*/iy,
    apply: (_m, a) => ((a.deck.maxCopies = 1), true),
  },
  {
    re: /Restricted(?:\.|(?=\s+[A-Z])|$)\s*/y,
    apply: (_m, a) => ((a.restricted = true), true),
  },
];

const KEYWORD_CLAUSES = CLAUSES.filter((c) => /Toughness|Scout/.test(c.re.source));

const LATE_KEYWORD = /(?:^|[.!)]\s+)(Toughness|Counterstrike|Ambush|Raider|Savage|Feared|Scout|Limited|Necromancy)\b/g;

export function analyseText(input: string | null | undefined, options: { late?: boolean } = {}): TextAnalysis {
  const a: TextAnalysis = {
    keywords: {},
    entry: null,
    deck: {},
    allianceSymbols: [],
    heroLimit: false,
    restricted: false,
    residualLength: 0,
    residualStart: 0,
    lateKeywords: [],
    empty: true,
  };
  const text = normaliseText(input ?? '');
  if (!text) return a;
  a.empty = false;
  let pos = 0;
  for (;;) {
    let matched = false;
    for (const clause of CLAUSES) {
      clause.re.lastIndex = pos;
      const m = clause.re.exec(text);
      if (m && m[0].length > 0 && clause.apply(m, a)) {
        pos = clause.re.lastIndex;
        matched = true;
        break;
      }
    }
    if (!matched || pos >= text.length) break;
  }
  const residual = text.slice(pos).trim();
  a.residualLength = residual.length;
  a.residualStart = pos;
  // A keyword that forms a whole sentence of its own after ability text (e.g. a keyword with its
  // reminder printed last) is still the card's keyword; these are listed in the report.
  if (options.late === false) return a;
  for (const m of text.slice(pos).matchAll(LATE_KEYWORD)) {
    const at = pos + m.index + m[0].length - m[1]!.length;
    for (const clause of KEYWORD_CLAUSES) {
      clause.re.lastIndex = at;
      const k = clause.re.exec(text);
      if (k && clause.apply(k, a) && !a.lateKeywords.includes(m[1]!)) a.lateKeywords.push(m[1]!);
    }
  }
  return a;
}

/**
 * Removes the parts of a whi_full rules text that are not rules: the "- " lead marker, the
 * "Hit Points: N" prefix and the leading traits line (only traits the card is known to have).
 * Returns whether the text carried the lead marker, which in that database marks a text entered
 * without flavour.
 */
function stripWhiText(raw: string | undefined, traits: string[]): { text: string; clean: boolean } {
  let t = (raw ?? '').replace(/\s+/g, ' ').trim();
  const clean = /^[-=]\s/.test(t);
  t = t.replace(/^[-=]\s*/, '');
  t = t.replace(/^Hit Points:\s*\S+\s*/i, '');
  const known = new Set(traits.map((x) => x.toLowerCase()));
  for (;;) {
    const m = /^([A-Z][A-Za-z' -]*?)\.\s*/.exec(t);
    if (!m) break;
    const word = TRAIT_SPELLING[m[1]!] ?? m[1]!;
    if (!known.has(word.toLowerCase())) break;
    t = t.slice(m[0].length);
  }
  return { text: t.trim(), clean };
}

// ---------------------------------------------------------------------------------------------
// Report bookkeeping
// ---------------------------------------------------------------------------------------------

interface Disagreement {
  id: string;
  name: string;
  field: string;
  whi: string;
  alt: string;
  chosen: string;
  why: string;
}

interface Note {
  id: string;
  name: string;
  note: string;
}

// ---------------------------------------------------------------------------------------------
// The builder
// ---------------------------------------------------------------------------------------------

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Majority vote over candidate values; ties go to the earliest candidate (source priority). */
function vote<T>(candidates: { value: T; source: string }[]): { value: T; source: string } | undefined {
  if (candidates.length === 0) return undefined;
  let best = candidates[0]!;
  let bestCount = 0;
  for (const c of candidates) {
    const count = candidates.filter((d) => d.value === c.value).length;
    if (count > bestCount) {
      best = c;
      bestCount = count;
    }
  }
  return best;
}

export function buildCatalogue(sharedDir: string): BuildResult {
  const cardsDir = join(sharedDir, 'cards');
  const whi = readJson<WhiCard[]>(join(cardsDir, 'whi_full.json'));
  const packs = readJson<WhiPack[]>(join(cardsDir, 'whi_packs.json'));
  const altAll = readJson<AltCard[]>(join(cardsDir, 'cards-alt.json'));

  const packByCode = new Map(packs.map((p) => [p.code, p]));
  const disagreements: Disagreement[] = [];
  const missingNotes: Note[] = [];
  const undeterminedNotes: Note[] = [];
  const inferredNotes: Note[] = [];
  const keywordNotes: Note[] = [];
  const uniqueNotes: Note[] = [];
  const matchNotes: Note[] = [];
  const quantityNotes: Note[] = [];

  // --- match cards-alt entries to whi_full ids by cycle + printed number -----------------------
  const altById = new Map<string, AltCard>();
  const altIgnored = new Map<string, number>();
  for (const c of [...altAll].sort((x, y) => x.id.localeCompare(y.id))) {
    const code = ALT_CYCLES[c.cycle];
    if (!code) {
      altIgnored.set(c.set, (altIgnored.get(c.set) ?? 0) + 1);
      continue;
    }
    const id = `${code}${String(c.number).padStart(3, '0')}`;
    if (altById.has(id)) throw new Error(`cards-alt.json: two entries for ${id}`);
    altById.set(id, c);
  }
  const whiIds = new Set(whi.map((c) => c.unique_id));
  const altOnly = [...altById.keys()].filter((id) => !whiIds.has(id)).sort();
  const altByName = new Map<string, AltCard>();
  for (const c of [...altById.values()].sort((x, y) => x.id.localeCompare(y.id))) {
    if (!altByName.has(nameKey(c.name))) altByName.set(nameKey(c.name), c);
  }

  const cards: CatalogueCard[] = [];
  const sortedWhi = [...whi].sort((x, y) => x.unique_id.localeCompare(y.unique_id));

  for (const w of sortedWhi) {
    const id = w.unique_id;
    if (!/^\d{5}$/.test(id)) throw new Error(`whi_full.json: bad unique_id ${id}`);
    const cycleCode = id.slice(0, 2);
    const cycle = CYCLE_NAMES[cycleCode];
    if (!cycle) throw new Error(`whi_full.json: unknown cycle in ${id}`);
    const number = Number.parseInt(id.slice(2), 10);
    const pack = packByCode.get(w.pack_code);
    if (!pack) throw new Error(`whi_full.json: ${id} has unknown pack ${w.pack_code}`);
    const a = altById.get(id);
    const altHasData = !!a && !a.stub;
    const undetermined: NonNullable<CatalogueCard['undetermined']> = [];

    // --- name ---------------------------------------------------------------------------------
    const fix = NAME_FIXES[id];
    const name = fix ? fix.name : w.name.trim();
    if (a && a.name !== w.name) {
      disagreements.push({
        id,
        name,
        field: 'name',
        whi: w.name,
        alt: a.name,
        chosen: name,
        why: fix ? fix.why : nameKey(a.name) === nameKey(w.name) ? 'case/punctuation only; primary source kept' : 'primary source kept',
      });
    } else if (fix) {
      matchNotes.push({ id, name, note: `name changed from "${w.name}": ${fix.why}` });
    }
    if (a && setKey(a.set) !== setKey(pack.name)) {
      matchNotes.push({ id, name, note: `cards-alt set "${a.set}" differs from pack "${pack.name}"` });
    }

    // --- traits -------------------------------------------------------------------------------
    const wt = splitTraits(w.traits);
    const at = splitTraits(a?.traits);
    const traits: string[] = [];
    for (const t of at.traits.length ? [...at.traits, ...wt.traits] : [...wt.traits, ...at.traits]) {
      if (!traits.includes(t)) traits.push(t);
    }
    // "Quest" in a quest card's trait field is the zone marker that opens its text, not a trait.
    const questMarker = traits.indexOf('Quest');
    const droppedQuest = questMarker >= 0;
    if (droppedQuest) traits.splice(questMarker, 1);
    const wtSorted = [...wt.traits].sort().join(', ');
    const atSorted = [...at.traits].sort().join(', ');
    if (a && (wtSorted !== atSorted || wt.dropped.length || at.dropped.length || droppedQuest) && (w.traits || a.traits)) {
      const why: string[] = [];
      if (wt.dropped.length || at.dropped.length) why.push(`dropped non-traits: ${[...wt.dropped, ...at.dropped].join(', ')}`);
      if (droppedQuest) why.push('dropped "Quest" (zone marker)');
      if (wtSorted !== atSorted) why.push('union of both sources');
      disagreements.push({ id, name, field: 'traits', whi: show(w.traits), alt: show(a.traits), chosen: show(traits), why: why.join('; ') });
    }

    // --- type -----------------------------------------------------------------------------------
    const textHp = /^\s*(?:[-=]\s*)?Hit Points:\s*(\S+)/i.exec(w.rules_text ?? '')?.[1];
    let type: CardType;
    if (!isCardType(w.type)) throw new Error(`whi_full.json: ${id} has unknown type ${w.type}`);
    type = w.type;
    if (a?.type && a.type !== w.type) {
      const whiHasHp = intOrNull(w.health) !== null || (textHp !== undefined && textHp !== '0');
      if (w.type === 'Unit' && !whiHasHp && a.type !== null && isCardType(a.type)) {
        type = a.type;
        disagreements.push({ id, name, field: 'type', whi: w.type, alt: a.type, chosen: type, why: 'no hit points in any source, which a unit must have' });
      } else {
        disagreements.push({ id, name, field: 'type', whi: w.type, alt: a.type, chosen: type, why: 'primary source kept' });
      }
    }

    // --- race -----------------------------------------------------------------------------------
    if (!isRace(w.race)) throw new Error(`whi_full.json: ${id} has unknown race ${w.race}`);
    const race: Race = w.race;
    if (a?.race && a.race !== w.race) {
      disagreements.push({ id, name, field: 'race', whi: w.race, alt: a.race, chosen: race, why: 'primary source kept' });
    }

    // --- cost -----------------------------------------------------------------------------------
    const whiCostRaw = w.cost.trim();
    const loyaltyMarker = /\+\s*$/.test(whiCostRaw);
    const whiCostBase = whiCostRaw.replace(/\s*\+\s*$/, '');
    const whiCost: number | 'X' | null = whiCostBase === 'X' ? 'X' : intOrNull(whiCostBase);
    const altCost: number | 'X' | null = a?.cost === 'X' ? 'X' : intOrNull(a?.cost);
    let cost: number | 'X' | null;
    if (whiCostRaw === '') {
      cost = null;
      if (type !== 'Draft') {
        cost = altCost;
        if (cost === null) undetermined.push('cost');
      }
    } else if (loyaltyMarker) {
      // "N +" in whi_full: the cost followed by loyalty icons that were lost in extraction.
      cost = altCost ?? whiCost;
    } else {
      cost = whiCost;
    }
    if (whiCost !== null && altCost !== null && whiCost !== altCost) {
      disagreements.push({ id, name, field: 'cost', whi: whiCostRaw, alt: String(altCost), chosen: String(cost), why: 'primary source kept' });
    }

    // --- loyalty --------------------------------------------------------------------------------
    const whiLoy = intOrNull(w.loyalty);
    const altLoy = intOrNull(a?.loyalty);
    let loyalty: number;
    if (whiLoy !== null) {
      loyalty = whiLoy;
      if (altLoy !== null && altLoy !== whiLoy) {
        disagreements.push({ id, name, field: 'loyalty', whi: String(whiLoy), alt: String(altLoy), chosen: String(loyalty), why: 'no third witness; primary source kept' });
      }
    } else if (altLoy !== null) {
      loyalty = altLoy;
    } else if (type === 'Draft') {
      loyalty = 0;
    } else if (!loyaltyMarker) {
      loyalty = 0;
      inferredNotes.push({ id, name, note: 'loyalty 0: missing in both sources; whi_full cost has no loyalty marker ("+"), and every such card that cards-alt covers has loyalty 0' });
    } else {
      loyalty = 1;
      undetermined.push('loyalty');
      undeterminedNotes.push({ id, name, note: 'loyalty: missing in both sources; whi_full cost carries the loyalty marker ("+"), so at least 1 — stored as 1' });
    }

    // --- hit points -----------------------------------------------------------------------------
    let hitPoints: number | null = null;
    let hitPointsX = false;
    const hpCandidates: { value: number | 'X'; source: string }[] = [];
    const altZeroHp = a !== undefined && (a.health === 0 || a.health === '0');
    if (type === 'Unit' || type === 'Legend') {
      const push = (v: unknown, source: string) => {
        if (v === 'X') hpCandidates.push({ value: 'X', source });
        const n = intOrNull(v);
        // A unit or legend with 0 hit points cannot exist: a 0 is a placeholder for "unknown".
        if (n !== null && n > 0) hpCandidates.push({ value: n, source });
      };
      push(textHp, 'whi_full rules_text "Hit Points"');
      push(a?.health, 'cards-alt health');
      push(w.health, 'whi_full health');
      const chosen = vote(hpCandidates);
      if (chosen) {
        if (chosen.value === 'X') {
          hitPoints = 0;
          hitPointsX = true;
        } else hitPoints = chosen.value;
      } else {
        hitPoints = 0;
        undetermined.push('hitPoints');
        undeterminedNotes.push({ id, name, note: 'hit points: in no source; stored as 0' });
      }
      const distinct = new Set(hpCandidates.map((c) => c.value));
      const zeros = [textHp, a?.health, w.health].filter((v) => intOrNull(v) === 0).length;
      if (distinct.size > 1 || zeros > 0) {
        disagreements.push({
          id,
          name,
          field: 'hit points',
          whi: `health ${show(w.health)}, text ${show(textHp)}`,
          alt: show(a?.health),
          chosen: hitPointsX ? 'X' : String(hitPoints),
          why: zeros > 0 ? 'a 0 is a placeholder (a unit cannot have 0 hit points); majority of the rest' : 'majority of the three values',
        });
      }
    }

    // --- power ----------------------------------------------------------------------------------
    let power: number | null = null;
    let legendPower: CatalogueCard['legendPower'];
    let legendPowerTotal: number | undefined;
    if (type === 'Unit' || type === 'Support') {
      const cands: { value: number; source: string }[] = [];
      const p = intOrNull(w.power);
      const pi = intOrNull(w.power_icons);
      if (p !== null) cands.push({ value: p, source: 'whi_full power' });
      if (pi !== null) cands.push({ value: pi, source: 'whi_full power_icons' });
      // cards-alt's record is ignored when it gives the unit the 0-hit-point placeholder.
      const ap = intOrNull(a?.power);
      if (ap !== null && ap >= 0 && !(type === 'Unit' && altZeroHp)) cands.push({ value: ap, source: 'cards-alt power' });
      const chosen = vote(cands);
      if (chosen) power = chosen.value;
      else if (type === 'Support') power = 0;
      else {
        power = 0;
        undetermined.push('power');
        undeterminedNotes.push({ id, name, note: 'power: in no source; stored as 0' });
      }
      const all = [p, pi, ap !== null && ap >= 0 ? ap : null].filter((v): v is number => v !== null);
      if (new Set(all).size > 1) {
        disagreements.push({
          id,
          name,
          field: 'power',
          whi: `power ${show(w.power)}, power_icons ${show(w.power_icons)}`,
          alt: show(a?.power),
          chosen: String(power),
          why:
            type === 'Unit' && altZeroHp && ap !== null
              ? 'cards-alt record has placeholder zeros for this unit; whi_full kept'
              : cands.length === 2
                ? 'no majority; primary source kept'
                : 'majority of the three values',
        });
      }
    } else if (type === 'Legend') {
      const raw = (w.power ?? '').trim();
      const split = /^(\d+)-(\d+)-(\d+)$/.exec(raw);
      const faq = FAQ_LEGEND_POWER[id];
      if (split) {
        legendPower = { kingdom: Number(split[1]), quest: Number(split[2]), battlefield: Number(split[3]) };
      } else if (faq) {
        legendPower = { ...faq };
        inferredNotes.push({ id, name, note: `legend power per zone ${faq.kingdom}/${faq.quest}/${faq.battlefield} from the latest FAQ; whi_full gives the total ${raw}` });
      }
      if (legendPower) {
        power = Math.min(legendPower.kingdom, legendPower.quest, legendPower.battlefield);
      } else {
        const total = intOrNull(raw) ?? intOrNull(a?.power);
        if (total !== null && total >= 0) legendPowerTotal = total;
        undetermined.push('legendPower');
        undeterminedNotes.push({ id, name, note: `legend power per zone: not in the sources (total ${show(legendPowerTotal)}); power stored as null` });
      }
      const ap = intOrNull(a?.power);
      if (ap !== null && ap >= 0 && raw && String(ap) !== raw) {
        disagreements.push({ id, name, field: 'power', whi: raw, alt: String(ap), chosen: legendPower ? `${legendPower.kingdom}-${legendPower.quest}-${legendPower.battlefield}` : `total ${legendPowerTotal}`, why: 'primary source kept' });
      }
    }

    // --- quantity -------------------------------------------------------------------------------
    const whiQty = intOrNull(w.card_quantity);
    const altQty = intOrNull(a?.quantity);
    let quantity: number | null = null;
    if (whiQty !== null) {
      quantity = whiQty;
      if (altQty !== null && altQty !== whiQty) {
        disagreements.push({
          id,
          name,
          field: 'quantity',
          whi: String(whiQty),
          alt: String(altQty),
          chosen: String(quantity),
          why: cycleCode === '02' ? 'whi_full values add up to the 40 cards printed for the pack' : 'primary source kept',
        });
      }
    } else if (altQty !== null && cycleCode !== '02') {
      quantity = altQty;
    } else if (altQty !== null) {
      // cards-alt gives 3 to every Corruption Cycle card, which contradicts the 40-card packs.
      quantity = null;
      quantityNotes.push({ id, name, note: `only cards-alt has it (${altQty}), and its Corruption Cycle quantities are unreliable` });
    } else {
      quantityNotes.push({ id, name, note: 'in neither source' });
    }

    // --- text: keywords, entry, deck restrictions, text kind ------------------------------------
    let textSource = '';
    let analysis: TextAnalysis;
    let textKind: CatalogueCard['textKind'];
    const whiStripped = stripWhiText(w.rules_text, [...traits, ...wt.traits, ...at.traits]);
    let altText = a?.text?.trim() ? a.text : null;
    let reprint: AltCard | undefined;
    if (!a) {
      reprint = altByName.get(nameKey(name));
      if (reprint?.text?.trim()) {
        altText = reprint.text;
        matchNotes.push({ id, name, note: `not in cards-alt; rules text taken from its reprint ${reprint.id} for keyword analysis` });
      }
    }
    if (altText) {
      textSource = 'cards-alt';
      analysis = analyseText(altText);
      textKind = analysis.residualLength > 0 ? 'abilities' : 'keywords';
    } else if (whiStripped.clean) {
      textSource = 'whi_full (no flavour)';
      analysis = analyseText(whiStripped.text);
      textKind = analysis.empty ? 'none' : analysis.residualLength > 0 ? 'abilities' : 'keywords';
    } else if (altHasData) {
      // cards-alt has the card and no text for it: whatever whi_full has left is flavour, unless
      // it looks like rules.
      textSource = 'cards-alt (empty)';
      const w2 = analyseText(whiStripped.text);
      const looksLikeRules =
        Object.keys(w2.keywords).length > 0 || w2.entry !== null || /\b(Action|Forced):|\[P/.test(whiStripped.text);
      if (looksLikeRules) {
        textSource = 'whi_full';
        analysis = w2;
        textKind = 'abilities';
        keywordNotes.push({ id, name, note: 'cards-alt has no text but whi_full has rules; whi_full used, text kind abilities' });
      } else {
        analysis = analyseText('');
        textKind = 'none';
        inferredNotes.push({
          id,
          name,
          note: whiStripped.text
            ? 'no rules text: cards-alt has none and the rest of the whi_full text (after hit points and traits) is flavour'
            : 'no rules text in either source',
        });
      }
    } else {
      textSource = 'whi_full (may include flavour)';
      analysis = analyseText(whiStripped.text);
      if (analysis.empty) {
        textKind = type === 'Unit' || type === 'Support' ? 'none' : 'abilities';
        if (textKind === 'abilities') {
          undetermined.push('text');
          undeterminedNotes.push({ id, name, note: `rules text: in neither source (a ${type} has an effect); text kind stored as abilities` });
        } else {
          undetermined.push('text');
          undeterminedNotes.push({ id, name, note: 'rules text: in neither source; stored as none' });
        }
      } else {
        textKind = analysis.residualLength > 0 ? 'abilities' : 'keywords';
      }
    }
    if (Object.values(analysis.keywords).some((v) => v === 'X')) textKind = 'abilities';

    // Cross-check against whi_full's text when cards-alt's was used: clauses that only whi_full
    // has at the start of its text are added (cards-alt sometimes moved them into its trait field
    // or lost their punctuation).
    if (textSource === 'cards-alt' && w.rules_text) {
      const other = analyseText(whiStripped.text, { late: false });
      const mine = describeAnalysis(analysis);
      const theirs = describeAnalysis(other);
      const onlyWhi = theirs.filter((x) => !mine.includes(x));
      const onlyAlt = mine.filter((x) => !theirs.includes(x));
      if (onlyWhi.length) {
        mergeAnalysis(analysis, other);
        keywordNotes.push({ id, name, note: `${onlyWhi.join(', ')}: only at the start of whi_full's text; added` });
      }
      if (onlyAlt.length && whiStripped.clean) {
        keywordNotes.push({ id, name, note: `${onlyAlt.join(', ')}: missing from whi_full's flavour-free text; kept from cards-alt` });
      }
    }
    if (analysis.lateKeywords.length) {
      keywordNotes.push({ id, name, note: `${analysis.lateKeywords.join(', ')} stands as a sentence of its own after ability text: counted as the card's keyword` });
    }
    if (analysis.heroLimit && !traits.includes('Hero')) {
      keywordNotes.push({ id, name, note: 'has the one-Hero-per-zone limit but no Hero trait in either source' });
    }

    // --- keywords from trait fields (cross-check only) -------------------------------------------
    for (const d of [...wt.dropped, ...at.dropped]) {
      const m = /^(Toughness|Counterstrike|Ambush|Raider|Savage|Feared)\s+(\d+|X)$|^(Scout|Limited|Necromancy)$/.exec(d);
      if (!m) continue;
      const key = (m[1] ?? m[3])!.toLowerCase() as KeywordName;
      if (analysis.keywords[key] === undefined) {
        keywordNotes.push({ id, name, note: `trait field lists ${d}, the text does not: not added` });
      }
    }

    // --- unique / hero / symbols ------------------------------------------------------------------
    const hero = traits.includes('Hero');
    const altUnique = a?.unique === true;
    const unique = type === 'Legend' || hero || altUnique;
    if (altUnique && !hero && type !== 'Legend') {
      uniqueNotes.push({ id, name, note: `unique only on cards-alt's flag (${show(traits)})` });
    }
    let raceSymbols: Race[] = race === 'Neutral' ? [] : [race];
    if (analysis.allianceSymbols.length) {
      raceSymbols = RACES.filter((r) => analysis.allianceSymbols.includes(r));
    }

    const keywords: Keywords = {};
    for (const k of KEYWORD_ORDER) {
      const v = analysis.keywords[k];
      if (v !== undefined) (keywords as Record<string, unknown>)[k] = v;
    }
    const deck: DeckRestrictions = {};
    if (analysis.deck.affiliation) deck.affiliation = analysis.deck.affiliation;
    if (analysis.deck.raceOnly) deck.raceOnly = analysis.deck.raceOnly;
    if (analysis.deck.notRace) deck.notRace = analysis.deck.notRace;
    if (analysis.deck.maxCopies !== undefined) deck.maxCopies = analysis.deck.maxCopies;

    const card: CatalogueCard = {
      id,
      name,
      pack: pack.code,
      packName: pack.name,
      cycle,
      number,
      type,
      race,
      cost,
      loyalty,
      power,
      ...(legendPower ? { legendPower } : {}),
      hitPoints,
      ...(hitPointsX ? { hitPointsX: true as const } : {}),
      ...(legendPowerTotal !== undefined ? { legendPowerTotal } : {}),
      ...(undetermined.length ? { undetermined: [...new Set(undetermined)] } : {}),
      traits,
      unique,
      hero,
      keywords,
      entry: analysis.entry,
      deck,
      quantity,
      raceSymbols,
      textKind,
    };
    cards.push(card);

    if (!a) {
      missingNotes.push({ id, name, note: reprint ? `not in cards-alt (reprint ${reprint.id} is)` : 'not in cards-alt' });
    } else if (a.stub) {
      missingNotes.push({ id, name, note: 'cards-alt has only a stub entry (partial data, used where present)' });
    }
  }

  // --- disagreements checked against evidence outside the sources ------------------------------
  const checked: { d: Disagreement; row: CheckedRow }[] = [];
  const unchecked: string[] = [];
  const usedChecks = new Set<string>();
  for (const d of disagreements) {
    if (!CHECKED_CYCLES.includes(d.id.slice(0, 2))) continue;
    const key = `${d.id} ${d.field}`;
    const row = CHECKED[key] ?? (d.field === 'quantity' && d.id.startsWith('02') ? CHECKED_CC_QUANTITY : undefined);
    if (!row) {
      unchecked.push(key);
      continue;
    }
    usedChecks.add(key);
    checked.push({ d, row });
  }
  const stale = Object.keys(CHECKED).filter((k) => !usedChecks.has(k));

  const report = renderReport({
    cards,
    packs,
    disagreements,
    checked,
    unchecked,
    stale,
    missingNotes,
    undeterminedNotes,
    inferredNotes,
    keywordNotes,
    uniqueNotes,
    matchNotes,
    quantityNotes,
    altOnly,
    altIgnored,
    altMatched: cards.filter((c) => altById.has(c.id)).length,
  });
  return { cards, report, review: { unchecked, stale } };
}

/** Adds to `a` whatever `b` read that `a` did not (never overriding a value `a` has). */
function mergeAnalysis(a: TextAnalysis, b: TextAnalysis): void {
  for (const k of KEYWORD_ORDER) {
    if (a.keywords[k] === undefined && b.keywords[k] !== undefined) (a.keywords as Record<string, unknown>)[k] = b.keywords[k];
  }
  a.entry ??= b.entry;
  a.deck.affiliation ??= b.deck.affiliation;
  a.deck.raceOnly ??= b.deck.raceOnly;
  a.deck.notRace ??= b.deck.notRace;
  a.deck.maxCopies ??= b.deck.maxCopies;
  for (const r of b.allianceSymbols) if (!a.allianceSymbols.includes(r)) a.allianceSymbols.push(r);
  a.heroLimit ||= b.heroLimit;
}

function describeAnalysis(a: TextAnalysis): string[] {
  const out: string[] = [];
  for (const k of KEYWORD_ORDER) {
    const v = a.keywords[k];
    if (v === true) out.push(k);
    else if (v !== undefined) out.push(`${k} ${v}`);
  }
  if (a.entry) out.push(`${a.entry} only`);
  if (a.deck.affiliation) out.push(`${a.deck.affiliation} only`);
  if (a.deck.raceOnly) out.push(`${a.deck.raceOnly} only`);
  if (a.deck.notRace) out.push(`non-${a.deck.notRace} only`);
  if (a.deck.maxCopies !== undefined) out.push(`max ${a.deck.maxCopies} copies`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

interface ReportInput {
  cards: CatalogueCard[];
  packs: WhiPack[];
  disagreements: Disagreement[];
  checked: { d: Disagreement; row: CheckedRow }[];
  unchecked: string[];
  stale: string[];
  missingNotes: Note[];
  undeterminedNotes: Note[];
  inferredNotes: Note[];
  keywordNotes: Note[];
  uniqueNotes: Note[];
  matchNotes: Note[];
  quantityNotes: Note[];
  altOnly: string[];
  altIgnored: Map<string, number>;
  altMatched: number;
}

function countBy<T>(items: readonly T[], key: (t: T) => string, order?: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  const keys = [...m.keys()].sort((x, y) => {
    if (order) return order.indexOf(x) - order.indexOf(y);
    return x.localeCompare(y);
  });
  return keys.map((k) => [k, m.get(k)!]);
}

function noteList(notes: Note[]): string[] {
  if (!notes.length) return ['(none)', ''];
  return [...notes.map((n) => `- ${n.id} ${n.name}: ${n.note}`), ''];
}

function renderReport(r: ReportInput): string {
  const L: string[] = [];
  const { cards } = r;
  L.push('# Card catalogue build report', '');
  L.push('Generated by `npm run catalogue` (packages/cards/scripts/build-catalogue.ts). Facts only: no card text.', '');
  L.push('## Sources', '');
  L.push(`- whi_full.json: ${cards.length} cards, the primary source; \`unique_id\` is the card id.`);
  L.push(
    '- Where whi_full\'s fields come from (its compiler\'s README, mcwookie/warhammer-invasion-lcg-lists): name, race, type and cost from the deckbox.org card list; ' +
      'loyalty, quantity, card number and rules text (with its `Hit Points` prefix) from archived CardGameDB card pages; power, health and traits from a Tabletop Simulator mod. ' +
      'cards-alt does not document its origin. Public projects that copy either source (e.g. halogenandtoast/WarhammerInvasion, which uses cards-alt ids) are not independent witnesses.',
  );
  L.push(`- whi_packs.json: ${r.packs.length} packs (code, name, position).`);
  L.push(
    `- cards-alt.json: matched to whi_full by cycle + printed number (${r.altMatched} cards matched; names checked, see disagreements). ` +
      `Entries of sets outside the 12 cycles were ignored: ${[...r.altIgnored.entries()]
        .sort((x, y) => x[0].localeCompare(y[0]))
        .map(([s, n]) => `${s} (${n})`)
        .join(', ')}.`,
  );
  L.push('');

  L.push('## Counts', '');
  L.push('| type | cards |', '| --- | --- |');
  for (const [k, n] of countBy(cards, (c) => c.type, CARD_TYPES)) L.push(`| ${k} | ${n} |`);
  L.push('');
  L.push('| text kind | cards |', '| --- | --- |');
  for (const [k, n] of countBy(cards, (c) => c.textKind, ['none', 'keywords', 'abilities'])) L.push(`| ${k} | ${n} |`);
  L.push('');
  L.push('| cycle | cards |', '| --- | --- |');
  for (const [k, n] of countBy(cards, (c) => c.id.slice(0, 2))) L.push(`| ${k} ${CYCLE_NAMES[k]} | ${n} |`);
  L.push('');

  L.push('## Rules used', '');
  L.push('- **Priority.** whi_full is the primary source. Where two values disagree and there is no third witness, whi_full is kept; where three values exist (e.g. hit points in whi_full `health`, the whi_full `Hit Points` prefix and cards-alt), the majority wins.');
  L.push('- **Cost.** whi_full `cost`; `N +` there means cost N followed by loyalty icons lost in extraction (cards-alt agrees with N in every case), so cards-alt cost is taken. Empty cost (draft format cards) is null.');
  L.push('- **Loyalty.** whi_full, else cards-alt. When neither has it: 0 if the whi_full cost has no `+` marker (every such card covered by cards-alt has loyalty 0), otherwise at least 1 (stored as 1 and marked undetermined).');
  L.push('- **Hit points.** Units and legends only. A 0 is a placeholder for "unknown" (a unit with 0 hit points cannot stay in play). X hit points are stored as 0 with `hitPointsX: true`.');
  L.push('- **Power.** Units and supports: majority of whi_full `power`, whi_full `power_icons` and cards-alt `power` (-1 there means none); a support without power icons has 0. Tactics, quests, fulcrums and draft cards: null.');
  L.push('- **Legend power.** whi_full writes per-zone power as `a-b-c`, read in the order **kingdom-quest-battlefield** (the order in which the legend card breakdown of the Legends rules numbers the three power boxes; all five such legends read 1-2-1, so only the middle value, quest, is distinguished). `power` is the weakest zone, as the FAQ defines. For the other legends whi_full gives a single number that is the total over the three zones (Malekith is 6 there and 2/2/2 in the FAQ; Alith Anar is 4 like the 1-2-1 legends of its cycle): it is kept in `legendPowerTotal`, `legendPower` is absent and `power` null, except Malekith whose split comes from the FAQ. Caveat: the Bloodquest Cycle legends have only 2 or 3 there for costs of 5 to 7, so for them the number might instead be a per-zone value; nothing in the sources settles it.');
  L.push('- **Quantity.** whi_full, else cards-alt, except for the Corruption Cycle: there cards-alt gives 3 to every card, while whi_full (and the printed 40-card pack size) has ten cards at 1 and ten at 3 per pack; cards-alt alone is not trusted for that cycle.');
  L.push('- **Traits.** Union of both sources (cards-alt order first), split on commas/full stops. Dropped: restrictions (`Order only`, `Battlefield Only`, ...), zone markers (`Kingdom`, `Battlefield`, and `Quest` on quest cards, which is the zone marker that opens their text), keywords (`Toughness 2`, `Scout`, `Limited`). Spellings unified: Calvary→Cavalry, Sorceror→Sorcerer, Warmachine→War Machine, Witchhunter→Witch Hunter.');
  L.push('- **Names.** whi_full, except four corrections listed under disagreements (three misspellings, one disambiguation suffix).');
  L.push('- **Keywords, entry, deck restrictions.** Read from cards-alt `text` (no flavour) when present, else from whi_full `rules_text` after removing its lead marker, `Hit Points` prefix and traits line. Only clauses at the start of the text count, in any order: `Limit one Hero per zone`, `<Zone> only`, `Order/Destruction only`, `<Race> only`, `Non-<Race> only`, a keyword with its value and optional reminder, an alliance symbol reminder, a copy-limit sentence, `Restricted`. The first clause that is none of these ends the keyword area: keywords granted by abilities ("gains ...") or named later are not the card\'s own.');
  L.push('- **Restricted.** A leading `Restricted` marker (tournament restricted list) is recognised as keyword-like but not stored; the catalogue has no field for tournament lists.');
  L.push(`- **Copy limits.** "up to N copies" → \`deck.maxCopies\` N; "Limit 1 per deck" → 1; "any number of copies" would be ${ANY_NUMBER_OF_COPIES} (no card in the data says so).`);
  L.push('- **Hero / unique.** `hero` = trait Hero. `unique` = legend, or Hero, or cards-alt `unique: true`. No source marks uniqueness completely; whi_full has no uniqueness field and no card text says "unique" of itself.');
  L.push('- **Race symbols.** A race card provides its race; neutral cards none, except alliances, which provide the races named in their symbol reminder (two for the Core Set alliances, three for Ancient Alliance and Evil Alliance). No other card text speaks of providing a symbol.');
  L.push('- **Text kind.** `none`: no rules text. `keywords`: the whole text is made of the clauses above. `abilities`: anything else, or a keyword whose value is X, or text that is in neither source for a tactic/quest/legend/draft card. When only whi_full text with flavour exists, any leftover counts as abilities.');
  L.push('');

  L.push('## Disagreements between the sources', '');
  const fields = ['name', 'type', 'race', 'cost', 'loyalty', 'power', 'hit points', 'quantity', 'traits'];
  for (const f of fields) {
    const rows = r.disagreements.filter((d) => d.field === f);
    L.push(`### ${f} (${rows.length})`, '');
    if (!rows.length) {
      L.push('(none)', '');
      continue;
    }
    L.push('| id | card | whi_full | cards-alt | chosen | why |', '| --- | --- | --- | --- | --- | --- |');
    for (const d of rows) L.push(`| ${d.id} | ${mdCell(d.name)} | ${mdCell(d.whi)} | ${mdCell(d.alt)} | ${mdCell(d.chosen)} | ${mdCell(d.why)} |`);
    L.push('');
  }

  L.push('### Checked against evidence outside the sources', '');
  L.push(
    `Every disagreement row of the ${listed(CHECKED_CYCLES.map((c) => CYCLE_NAMES[c]))} was checked against evidence that is not a copy of either source ` +
      '(FFG articles, the FAQs, rules and card mechanics, pack sizes; public datasets found to be copies are named as such). ' +
      '"kept (open)": no evidence settles the value; the catalogue keeps the value above and a card scan would settle it.',
    '',
  );
  L.push('| id | card | field | chosen | evidence | verdict |', '| --- | --- | --- | --- | --- | --- |');
  {
    const grouped = new Map<CheckedRow, { d: Disagreement; row: CheckedRow }[]>();
    for (const c of r.checked) {
      if (c.d.field !== 'quantity') {
        L.push(`| ${c.d.id} | ${mdCell(c.d.name)} | ${c.d.field} | ${mdCell(c.d.chosen)} | ${mdCell(c.row.evidence)} | ${c.row.verdict} |`);
        continue;
      }
      grouped.set(c.row, [...(grouped.get(c.row) ?? []), c]);
    }
    for (const [row, list] of grouped) {
      const values = [...new Set(list.map((c) => c.d.chosen))].join(', ');
      L.push(`| ${list.map((c) => c.d.id).join(', ')} | ${list.length} cards | quantity | ${mdCell(values)} | ${mdCell(row.evidence)} | ${row.verdict} |`);
    }
  }
  L.push('');
  L.push(NO_WITNESS_NOTE, '');
  L.push(`Rows of these cycles not checked: ${r.unchecked.length ? r.unchecked.join('; ') : 'none'}. Checks that match no row (stale): ${r.stale.length ? r.stale.join('; ') : 'none'}.`, '');

  L.push('## Matching notes', '');
  L.push(...noteList(r.matchNotes));

  L.push('## Cards missing from a source', '');
  L.push(`In cards-alt but not in whi_full: ${r.altOnly.length ? r.altOnly.join(', ') : 'none'}.`, '');
  L.push('In whi_full but not (fully) in cards-alt:', '');
  L.push(...noteList(r.missingNotes));

  L.push('## Values inferred (not printed in either source)', '');
  L.push(...noteList(r.inferredNotes));

  L.push('## Fields that could not be determined', '');
  L.push('Cards listing these fields in `undetermined` carry a placeholder value.', '');
  L.push(...noteList(r.undeterminedNotes));

  L.push('### Quantity', '');
  L.push('`quantity` is null for these cards:', '');
  {
    const byPack = new Map<string, Note[]>();
    for (const n of r.quantityNotes) {
      const code = cards.find((c) => c.id === n.id)!.pack;
      byPack.set(code, [...(byPack.get(code) ?? []), n]);
    }
    const packOrder = [...r.packs].sort((x, y) => x.position - y.position);
    for (const p of packOrder) {
      const notes = byPack.get(p.code);
      if (!notes) continue;
      const inPack = cards.filter((c) => c.pack === p.code).length;
      const reasons = [...new Set(notes.map((n) => n.note))].join('; ');
      const which = notes.length === inPack ? `all ${inPack} cards` : notes.map((n) => `${n.id} ${n.name}`).join(', ');
      L.push(`- ${p.name}: ${which} (${reasons})`);
    }
    L.push('');
  }

  L.push('## Keyword reading: ambiguities and cross-checks', '');
  L.push(...noteList(r.keywordNotes));

  L.push('## Uniqueness beyond Heroes and Legends', '');
  L.push(...noteList(r.uniqueNotes));

  L.push('## Legends', '');
  L.push('| id | legend | kingdom-quest-battlefield | power | total |', '| --- | --- | --- | --- | --- |');
  for (const c of cards.filter((x) => x.type === 'Legend')) {
    const lp = c.legendPower ? `${c.legendPower.kingdom}-${c.legendPower.quest}-${c.legendPower.battlefield}` : '?';
    L.push(`| ${c.id} | ${mdCell(c.name)} | ${lp} | ${show(c.power)} | ${show(c.legendPowerTotal)} |`);
  }
  L.push('');

  L.push('## Cards with text kind `none` or `keywords`', '');
  for (const kind of ['none', 'keywords'] as const) {
    L.push(`### ${kind}`, '');
    for (const code of Object.keys(CYCLE_NAMES).sort()) {
      const cycleName = CYCLE_NAMES[code]!;
      const list = cards.filter((c) => c.textKind === kind && c.id.startsWith(code));
      if (!list.length) continue;
      L.push(`- ${cycleName} (${list.length}): ${list.map((c) => `${c.id} ${c.name}`).join('; ')}`);
    }
    L.push('');
  }
  return L.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** One card per line, so that changes diff well. */
export function serialiseCatalogue(cards: readonly CatalogueCard[]): string {
  return `[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;
}

const SCRIPT_DIR = dirname(fileURLToPath(import.meta.url));
/** packages/cards */
export const PACKAGE_DIR = resolve(SCRIPT_DIR, '..');
/** The repository root: two levels above the package. */
export const REPO_ROOT = resolve(PACKAGE_DIR, '..', '..');
/** ../shared beside the repository root. */
export const DEFAULT_SHARED_DIR = resolve(REPO_ROOT, '..', 'shared');
export const DEFAULT_OUT_DIR = join(PACKAGE_DIR, 'data');

export function writeCatalogue(result: BuildResult, outDir: string = DEFAULT_OUT_DIR): { catalogue: string; report: string } {
  mkdirSync(outDir, { recursive: true });
  const catalogue = join(outDir, 'catalogue.json');
  const report = join(outDir, 'catalogue-report.md');
  writeFileSync(catalogue, serialiseCatalogue(result.cards));
  writeFileSync(report, result.report.endsWith('\n') ? result.report : `${result.report}\n`);
  return { catalogue, report };
}

function isMain(): boolean {
  const arg = process.argv[1];
  if (!arg) return false;
  try {
    return resolve(arg) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isMain()) {
  const sharedDir = process.env.INVASION_SHARED_DIR ? resolve(process.env.INVASION_SHARED_DIR) : DEFAULT_SHARED_DIR;
  const result = buildCatalogue(sharedDir);
  const out = writeCatalogue(result);
  const kinds = countBy(result.cards, (c) => c.textKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  console.log(`catalogue: ${result.cards.length} cards (${kinds})`);
  console.log(`wrote ${out.catalogue}`);
  console.log(`wrote ${out.report}`);
}
