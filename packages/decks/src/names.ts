/**
 * Card and capital names as people type them: case, punctuation, apostrophes and accents are
 * ignored; alliance spellings are normalised; a unique close match (a typo, a missing letter, a
 * plural) is accepted with a note, anything else is reported with the best candidates.
 */
import { CAPITAL_BOARDS, CATALOGUE, type CapitalBoard, type CatalogueCard } from '@invasion/cards';

/** Lower case, accents removed, apostrophes dropped, every other non-alphanumeric run → one space. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´'ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The comparison key: the normalised name without spaces. */
export function nameKey(name: string): string {
  return normalizeName(name).replace(/ /g, '');
}

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
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (!n) return m;
  if (!m) return n;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  let cur = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[m]!;
}

/** How many edits a name of this length may be away from a title and still be accepted. */
function tolerance(length: number): number {
  if (length <= 4) return 1;
  if (length <= 10) return 2;
  return 3;
}

export type CardMatch =
  | { ok: true; card: CatalogueCard; exact: true }
  | { ok: true; card: CatalogueCard; exact: false; correction: string }
  | { ok: false; reason: 'unknown' | 'ambiguous'; candidates: string[] };

/** Best titles for a key, closest first (one entry per title). */
function ranked(key: string): { key: string; distance: number }[] {
  return KEYS.map((k) => ({ key: k, distance: editDistance(key, k) }))
    .sort((x, y) => x.distance - y.distance || x.key.localeCompare(y.key));
}

const titleOf = (key: string): string => [...new Set(BY_KEY.get(key)!.map((c) => c.name))].join(' / ');

/** Resolve a card name as written by a person. */
export function matchCard(raw: string): CardMatch {
  const norm = normalizeName(raw);
  const key = norm.replace(/ /g, '');
  if (!key) return { ok: false, reason: 'unknown', candidates: [] };
  const exact = BY_KEY.get(key);
  if (exact) {
    // Different titles can share a key ("Infiltrate" and "Infiltrate!"): the spelling decides.
    const titles = [...new Set(exact.map((c) => c.name))];
    if (titles.length === 1) return { ok: true, card: preferred(exact), exact: true };
    const written = raw.trim().toLowerCase().replace(/[’‘`´ʼ]/g, "'");
    const same = exact.filter((c) => c.name.toLowerCase() === written);
    if (same.length) return { ok: true, card: preferred(same), exact: true };
    return { ok: false, reason: 'ambiguous', candidates: titles.slice(0, 3) };
  }
  const alliance = allianceKey(norm);
  if (alliance) return { ok: true, card: preferred(BY_KEY.get(alliance)!), exact: true };
  // A catalogue id written instead of a name.
  if (/^\d{5}$/.test(key)) {
    const byId = CATALOGUE.find((c) => c.id === key);
    if (byId) return { ok: true, card: byId, exact: true };
  }
  const list = ranked(key);
  const best = list[0]!;
  const candidates = list.slice(0, 3).map((r) => titleOf(r.key));
  if (best.distance > tolerance(key.length)) return { ok: false, reason: 'unknown', candidates };
  const ties = list.filter((r) => r.distance === best.distance);
  if (ties.length > 1) return { ok: false, reason: 'ambiguous', candidates: ties.slice(0, 3).map((r) => titleOf(r.key)) };
  const card = preferred(BY_KEY.get(best.key)!);
  return { ok: true, card, exact: false, correction: card.name };
}

/** A capital board from a board id, a race name or a board name ("dwarf", "High Elf", "Wood Elf capital"). */
export function matchCapital(raw: string): CapitalBoard | undefined {
  let norm = normalizeName(raw)
    .replace(/\b(capital|board)\b/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  const aliases: Record<string, string> = { dwarfs: 'dwarf', dwarves: 'dwarf', orcs: 'orc', 'high elves': 'high elf', 'dark elves': 'dark elf', 'wood elves': 'wood elf', lizardman: 'lizardmen', 'the empire': 'empire' };
  norm = aliases[norm] ?? norm;
  const key = norm.replace(/ /g, '');
  return CAPITAL_BOARDS.find((b) => nameKey(b.id) === key || nameKey(b.race) === key || nameKey(b.name) === key);
}
