/**
 * One card outside a game, for `invasion card` (and the in-game `info <card>`): finding it by name or
 * id, its facts from the catalogue, and for implemented cards our own description of its text.
 */
import { CARD_DEFS, CATALOGUE, cardById, isImplemented, isTested, type CatalogueCard, type Keywords } from '@invasion/cards';
import { editDistance, normalizeName } from '@invasion/decks';

/** What a name or id finds: one card, several (ambiguous), or none (with the nearest names). */
export type CardSearch =
  | { kind: 'found'; card: CatalogueCard; via: 'id' | 'exact' | 'prefix' | 'substring' }
  | { kind: 'ambiguous'; candidates: CatalogueCard[] }
  | { kind: 'none'; candidates: CatalogueCard[] };

/** How many of the nearest names a search that found nothing suggests. */
const NEAREST = 5;

const keyOf = (name: string) => normalizeName(name).replace(/ /g, '');
let keys: { card: CatalogueCard; key: string }[] | null = null;
const allKeys = () => (keys ??= CATALOGUE.map((card) => ({ card, key: keyOf(card.name) })));

/**
 * Finds cards by a catalogue id ("01008") or a name, ignoring case, accents, apostrophes and other
 * punctuation: an exact name wins, else a name it begins, else a name it is part of — one match is
 * found, several are ambiguous (two printings share a name too: Innovation, Reinforcements); with no
 * match, the nearest names by edit distance.
 */
export function findCards(query: string): CardSearch {
  const q = query.trim();
  if (/^\d{5}$/.test(q)) {
    const card = cardById(q);
    return card ? { kind: 'found', card, via: 'id' } : { kind: 'none', candidates: [] };
  }
  const key = keyOf(q);
  if (!key) return { kind: 'none', candidates: [] };
  const all = allKeys();
  const tiers: [Extract<CardSearch, { kind: 'found' }>['via'], (k: string) => boolean][] = [
    ['exact', (k) => k === key],
    ['prefix', (k) => k.startsWith(key)],
    ['substring', (k) => k.includes(key)],
  ];
  for (const [via, test] of tiers) {
    const hits = all.filter((e) => test(e.key)).map((e) => e.card);
    if (hits.length === 1) return { kind: 'found', card: hits[0]!, via };
    if (hits.length > 1) return { kind: 'ambiguous', candidates: hits };
  }
  const nearest = all
    .map((e) => ({ card: e.card, d: editDistance(key, e.key) }))
    .sort((a, b) => a.d - b.d || a.card.name.localeCompare(b.card.name) || a.card.id.localeCompare(b.card.id))
    .slice(0, NEAREST)
    .map((e) => e.card);
  return { kind: 'none', candidates: nearest };
}

/** "01119 Innovation (Tactic, Core Set)": a candidate in a "did you mean" list. */
export function candidateLine(c: CatalogueCard): string {
  return `${c.id} ${c.name} (${c.type}, ${c.packName})`;
}

const KEYWORD_NAMES: Record<keyof Keywords, string> = {
  toughness: 'Toughness',
  counterstrike: 'Counterstrike',
  ambush: 'Ambush',
  raider: 'Raider',
  savage: 'Savage',
  feared: 'Feared',
  scout: 'Scout',
  limited: 'Limited',
  necromancy: 'Necromancy',
};

/** Keywords with their values, as printed ("Toughness 1", "Scout", "Ambush X"). */
export function keywordList(k: Keywords): string[] {
  return (Object.keys(KEYWORD_NAMES) as (keyof Keywords)[]).filter((n) => k[n] !== undefined).map((n) => (k[n] === true ? KEYWORD_NAMES[n] : `${KEYWORD_NAMES[n]} ${String(k[n])}`));
}

const DEFS = new Map(CARD_DEFS.map((d) => [d.id, d]));

/** One card's facts and, when implemented, our description: what `invasion card --json` prints. */
export interface CardInfo {
  id: string;
  name: string;
  set: string;
  cycle: string;
  number: number;
  type: string;
  race: string;
  cost: number | 'X' | null;
  loyalty: number;
  /** A legend's power is per zone (`legendPower`), or only a total when the sources lack the split. */
  power: number | null;
  legendPower?: { kingdom: number; quest: number; battlefield: number };
  legendPowerTotal?: number;
  /** 'X' when the card's own ability defines its hit points. */
  hitPoints: number | 'X' | null;
  traits: string[];
  /** Keywords with their values, those the card's text defines included. */
  keywords: Keywords;
  unique: boolean;
  hero: boolean;
  /** "Battlefield only" and the like. */
  entry: string | null;
  /** Deck-building restrictions printed on the card. */
  deck: CatalogueCard['deck'];
  /** Fields whose printed value is in none of the sources (the value shown is a placeholder). */
  undetermined: string[];
  implemented: boolean;
  tested: boolean;
  /** Our own description of its text (implemented cards with abilities); null otherwise. */
  text: string | null;
}

export function cardInfoData(defId: string): CardInfo {
  const c = cardById(defId);
  if (!c) throw new Error(`unknown card id '${defId}'`);
  const def = DEFS.get(defId);
  const legendPower = def?.legendPower ?? c.legendPower;
  return {
    id: c.id,
    name: c.name,
    set: c.packName,
    cycle: c.cycle,
    number: c.number,
    type: c.type,
    race: c.race,
    cost: c.cost,
    loyalty: c.loyalty,
    power: c.type === 'Legend' ? null : c.power,
    ...(legendPower ? { legendPower } : c.legendPowerTotal !== undefined ? { legendPowerTotal: c.legendPowerTotal } : {}),
    hitPoints: c.hitPointsX ? 'X' : c.hitPoints,
    traits: [...c.traits],
    keywords: { ...(def?.keywords ?? c.keywords) },
    unique: c.unique,
    hero: c.hero,
    entry: c.entry,
    deck: { ...c.deck },
    undetermined: [...(c.undetermined ?? [])].filter((f) => !(f === 'legendPower' && legendPower)),
    implemented: isImplemented(c.id),
    tested: isTested(c.id),
    text: def?.text ?? null,
  };
}

/** Words wrapped to `width` columns, the first line after `first`, the others after `indent`. */
export function wrap(text: string, first: string, indent: string, width = 100): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else line += (empty ? '' : ' ') + word;
    empty = false;
  }
  lines.push(line);
  return lines;
}

const LABEL = 12;
const field = (label: string, value: string) => `  ${label.padEnd(LABEL)}${value}`;

/** The card as text lines (no colours): name and id, then one fact per line, then the description. */
export function cardInfo(defId: string): string[] {
  const i = cardInfoData(defId);
  const c = cardById(defId)!;
  const unknown = (f: string, v: string) => (i.undetermined.includes(f) ? `${v} (not in the sources: a placeholder)` : v);
  const none = '—';
  const setLine = i.set === i.cycle ? `${i.set} #${i.number}` : `${i.set} #${i.number} (${i.cycle})`;
  let power = i.power === null ? none : String(i.power);
  if (i.legendPower) power = `kingdom ${i.legendPower.kingdom} · quest ${i.legendPower.quest} · battlefield ${i.legendPower.battlefield}`;
  else if (i.legendPowerTotal !== undefined) power = `${i.legendPowerTotal} icons over the three zones (the split is not in the sources)`;
  const deck = [
    i.deck.affiliation ? `${i.deck.affiliation} only` : '',
    i.deck.raceOnly ? `${i.deck.raceOnly} only` : '',
    i.deck.notRace ? `non-${i.deck.notRace} only` : '',
    i.deck.maxCopies ? `at most ${i.deck.maxCopies} per deck` : '',
  ].filter(Boolean);
  const keywords = keywordList(i.keywords);
  const lines = [
    `${i.name} (${i.id})`,
    field('set', setLine),
    field('type', i.type),
    field('race', i.race),
    field('cost', unknown('cost', i.cost === null ? none : String(i.cost))),
    field('loyalty', unknown('loyalty', String(i.loyalty))),
    field('power', unknown('power', power)),
    field('hit points', unknown('hitPoints', i.hitPoints === null ? none : i.hitPoints === 'X' ? 'X (its text defines it)' : String(i.hitPoints))),
    field('traits', i.traits.length ? i.traits.join(', ') : none),
    field('keywords', keywords.length ? keywords.join(', ') : none),
    field('unique', i.unique ? 'yes' : 'no'),
    field('hero', i.hero ? 'yes (limit one Hero per zone)' : 'no'),
  ];
  if (i.entry) lines.push(field('enters', `${i.entry} only`));
  if (deck.length) lines.push(field('deck', deck.join(', ')));
  if (!i.implemented) {
    lines.push(field('status', 'not implemented yet — stats only; the engine cannot play it'));
    return lines;
  }
  lines.push(field('status', i.tested ? 'implemented, tested' : 'implemented'));
  if (i.text) lines.push(...wrap(i.text, `  ${'text'.padEnd(LABEL)}`, ' '.repeat(2 + LABEL)));
  else lines.push(field('text', c.textKind === 'none' ? 'none' : 'its keywords are its whole text'));
  return lines;
}
