/**
 * Card and capital names as people type them: case, punctuation, spaces, apostrophes and accents
 * are ignored; alliance spellings are normalised; reviewed aliases (data/name-aliases.json) are
 * accepted; a unique close match (a typo, a missing letter, a plural) is accepted with a note;
 * anything else is reported with the best candidates.
 *
 * Lookups are cheap whatever the input: exact lookups are map hits, and the typo search only
 * compares keys of a similar length with a distance that gives up past the tolerance.
 */
import { CAPITAL_BOARDS, CATALOGUE, type CapitalBoard, type CatalogueCard } from '@invasion/cards';
import { ALIAS_KEYS, aliasFor } from './aliases.js';
import { boundedDistance, closestKeys } from './fuzzy.js';
import { nameKey, normalizeName } from './name-key.js';

export { nameKey, normalizeName };

const RACE_WORDS: Record<string, string> = {
  dwarf: 'Dwarf',
  dwarfs: 'Dwarf',
  dwarves: 'Dwarf',
  empire: 'Empire',
  'high elf': 'High Elf',
  'high elves': 'High Elf',
  highelf: 'High Elf',
  orc: 'Orc',
  orcs: 'Orc',
  chaos: 'Chaos',
  'dark elf': 'Dark Elf',
  'dark elves': 'Dark Elf',
  darkelf: 'Dark Elf',
};

/** Cards by key; a title printed in several sets has several ids (earliest first). */
const BY_KEY = new Map<string, CatalogueCard[]>();
for (const card of CATALOGUE) {
  const key = nameKey(card.name);
  const list = BY_KEY.get(key);
  if (list) list.push(card);
  else BY_KEY.set(key, [card]);
}
const KEYS = [...BY_KEY.keys()];

/** Is this key the key of a card title? */
export const isTitleKey = (key: string): boolean => BY_KEY.has(key);

/** The preferred printing of a title: a deck card (not a draft format card), earliest set first. */
function preferred(cards: CatalogueCard[]): CatalogueCard {
  return cards.find((c) => c.type !== 'Draft') ?? cards[0]!;
}

/** Every printing of the title with this key (empty when unknown). */
export function printingsOf(name: string): CatalogueCard[] {
  return BY_KEY.get(nameKey(name)) ?? [];
}

/** "Alliance - Dwarf and Empire", "Dwarf Empire Alliance", "Empire/Dwarf Alliance" → the alliance's key. */
function allianceKey(norm: string): string | undefined {
  if (!/\balliance\b/.test(norm)) return undefined;
  let rest = ` ${norm.replace(/\balliance\b/g, ' ').replace(/\b(and|the)\b/g, ' ')} `;
  const races: string[] = [];
  const words = Object.keys(RACE_WORDS).sort((a, b) => b.length - a.length);
  for (;;) {
    const word = words.find((w) => rest.includes(` ${w} `));
    if (!word) break;
    races.push(RACE_WORDS[word]!);
    rest = rest.replace(` ${word} `, ' ');
  }
  if (races.length !== 2 || rest.trim() !== '') return undefined;
  for (const [a, b] of [races, [races[1]!, races[0]!]]) {
    const key = nameKey(`${a}/${b} Alliance`);
    if (BY_KEY.has(key)) return key;
  }
  return undefined;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  return boundedDistance(a, b, Math.max(a.length, b.length));
}

/** How many edits a name of this length may be away from a title and still be accepted. */
export function typoTolerance(length: number): number {
  // Short words are near too many titles ("thats" is two edits from "hate").
  if (length <= 6) return 1;
  if (length <= 11) return 2;
  return 3;
}

/**
 * How a name was read: its title ('title'), an alliance spelling, a catalogue id, a reviewed alias
 * or a unique close match ('fuzzy'). The last two are reported to the user.
 */
export type MatchVia = 'title' | 'alliance' | 'id' | 'alias' | 'fuzzy';

export type CardMatch =
  | { ok: true; card: CatalogueCard; via: MatchVia; note?: string }
  | { ok: false; reason: 'unknown' | 'ambiguous'; candidates: string[] };

/** Typos are looked for among titles and aliases alike. */
const FUZZY_KEYS: readonly string[] = [...KEYS, ...ALIAS_KEYS];

/** The card a title or alias key stands for (the preferred printing). */
const cardOfKey = (key: string): CatalogueCard => {
  const printings = BY_KEY.get(key);
  return printings ? preferred(printings) : aliasFor(key)!.card;
};

const titleOf = (key: string): string => {
  const printings = BY_KEY.get(key);
  return printings ? [...new Set(printings.map((c) => c.name))].join(' / ') : aliasFor(key)!.card.name;
};

/** A name longer than this many key characters is no card title, however misspelt. */
const LONGEST_KEY = Math.max(...KEYS.map((k) => k.length));

/** Exact ways to read a name: title, alliance spelling, catalogue id, alias. */
function matchExactly(raw: string, norm: string, key: string): CardMatch | undefined {
  const exact = BY_KEY.get(key);
  if (exact) {
    // Different titles can share a key ("Infiltrate" and "Infiltrate!"): the spelling decides.
    const titles = [...new Set(exact.map((c) => c.name))];
    if (titles.length === 1) return { ok: true, card: preferred(exact), via: 'title' };
    const written = raw.trim().toLowerCase().replace(/[’‘`´ʼ]/g, "'");
    const same = exact.filter((c) => c.name.toLowerCase() === written);
    if (same.length) return { ok: true, card: preferred(same), via: 'title' };
    return { ok: false, reason: 'ambiguous', candidates: titles.slice(0, 3) };
  }
  const alliance = allianceKey(norm);
  if (alliance) return { ok: true, card: preferred(BY_KEY.get(alliance)!), via: 'alliance' };
  if (/^\d{5}$/.test(key)) {
    const byId = CATALOGUE.find((c) => c.id === key);
    if (byId) return { ok: true, card: byId, via: 'id' };
  }
  const alias = aliasFor(key);
  if (alias) return { ok: true, card: alias.card, via: 'alias', note: alias.comment };
  return undefined;
}

/** Whether the name reads exactly (title, alliance spelling, id or alias) as one card. */
export function isExactTitle(raw: string): boolean {
  const norm = normalizeName(raw);
  const m = matchExactly(raw, norm, norm.replace(/ /g, ''));
  return !!m && m.ok;
}

const fuzzyCache = new Map<string, CardMatch>();

/** Resolve a card name as written by a person. */
export function matchCard(raw: string): CardMatch {
  const norm = normalizeName(raw);
  const key = norm.replace(/ /g, '');
  if (!key) return { ok: false, reason: 'unknown', candidates: [] };
  const exact = matchExactly(raw, norm, key);
  if (exact) return exact;
  const cached = fuzzyCache.get(key);
  if (cached) return cached;
  const result = matchClosely(key);
  if (fuzzyCache.size > 5000) fuzzyCache.clear();
  fuzzyCache.set(key, result);
  return result;
}

/** Only a typo of exactly one title (or alias) is accepted; otherwise the closest titles are listed. */
function matchClosely(key: string): CardMatch {
  const suggestions = (): string[] => [...new Set(closestKeys(key, FUZZY_KEYS, 6).map(titleOf))].slice(0, 3);
  if (key.length > LONGEST_KEY + 3) return { ok: false, reason: 'unknown', candidates: suggestions() };
  const tol = typoTolerance(key.length);
  let best = tol + 1;
  let within: string[] = [];
  for (const k of FUZZY_KEYS) {
    if (Math.abs(k.length - key.length) > tol) continue;
    const d = boundedDistance(key, k, tol);
    if (d > tol) continue;
    if (d < best) {
      best = d;
      within = [k];
    } else if (d === best) within.push(k);
  }
  // A key shared by two titles ("Infiltrate", "Infiltrate!") cannot be told apart from a typo.
  const titles = [...new Set(within.flatMap((k) => titleOf(k).split(' / ')))].sort();
  if (titles.length === 1) return { ok: true, card: cardOfKey(within[0]!), via: 'fuzzy' };
  if (titles.length > 1) return { ok: false, reason: 'ambiguous', candidates: titles.slice(0, 3) };
  return { ok: false, reason: 'unknown', candidates: suggestions() };
}

/**
 * The printing of a reprinted title that a note names ("Innovation (03057)", "Innovation (Assault
 * on Ulthuan)"); the card itself when no note names exactly one of its printings.
 */
export function printingNamedBy(card: CatalogueCard, notes: readonly string[]): CatalogueCard {
  const printings = (BY_KEY.get(nameKey(card.name)) ?? []).filter((c) => c.name === card.name);
  if (printings.length < 2 || notes.length === 0) return card;
  for (const note of notes) {
    const key = nameKey(note);
    const named = printings.filter((c) => c.id === key || nameKey(c.packName) === key || nameKey(c.cycle) === key);
    if (named.length === 1) return named[0]!;
  }
  return card;
}

/** A title never has more words than this (hyphenated words count as one). */
const MOST_TITLE_WORDS = 8;

/** How many of the leading words form the longest exact title or alias (0 when none does). */
export function longestTitleWords(words: readonly string[]): number {
  for (let k = Math.min(words.length, MOST_TITLE_WORDS); k > 0; k--) {
    const key = nameKey(words.slice(0, k).join(' '));
    if (BY_KEY.has(key) || aliasFor(key)) return k;
  }
  return 0;
}

const CAPITAL_ALIASES: Record<string, string> = {
  dwarfs: 'dwarf',
  dwarves: 'dwarf',
  orcs: 'orc',
  'orcs goblins': 'orc',
  'orcs and goblins': 'orc',
  greenskins: 'orc',
  'high elves': 'high elf',
  'dark elves': 'dark elf',
  'wood elves': 'wood elf',
  lizardman: 'lizardmen',
  'the empire': 'empire',
  'vampire counts': 'undead',
  vampires: 'undead',
};

/** A capital board from a board id, a race name or a board name ("dwarf", "High Elf", "Wood Elf capital"). */
export function matchCapital(raw: string): CapitalBoard | undefined {
  let norm = normalizeName(raw)
    .replace(/\b(capital|board)\b/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  norm = CAPITAL_ALIASES[norm] ?? norm;
  const key = norm.replace(/ /g, '');
  return CAPITAL_BOARDS.find((b) => nameKey(b.id) === key || nameKey(b.race) === key || nameKey(b.name) === key);
}
