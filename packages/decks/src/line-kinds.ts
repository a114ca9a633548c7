/**
 * Lines of a decklist that are not card entries: capital lines, section headers ("Units (22):",
 * "14 Tactics:", "[Cards]", "Support Cards", "Sideboard"), subtotals ("-- 14", "-- 22 Units"),
 * totals ("Total Card Count 50", "The Deck (52 cards)"), separators and metadata ("Deck name:",
 * "Author:"). A header may carry entries after a colon ("Units: 3x A 3x B").
 */
import { matchCapital, matchCard } from './names.js';

export type LineKind =
  | { kind: 'blank' }
  /** `strict`: a "Capital:" line, whose value must be a board; otherwise a "Race:"/"Faction:" line. */
  | { kind: 'capital'; value: string; strict: boolean }
  | { kind: 'meta'; name?: string }
  | { kind: 'total'; count: number }
  /** A section header; `count` as declared; `aside`: its cards are not in the deck (sideboard). */
  | { kind: 'header'; count?: number; countFirst: boolean; aside: boolean; entries?: string }
  /** A number alone (with punctuation): the size of the section just read. */
  | { kind: 'subtotal'; count: number }
  | { kind: 'entries'; text: string };

/** Words of section headers: card types, races, sides and filler. */
const HEADER_WORDS = new Set(
  (
    'unit units tactic tactics support supports quest quests legend legends fulcrum fulcrums attachment attachments ' +
    'development developments spell spells hero heroes building buildings ally allies alliances character characters ' +
    'card cards deck main maindeck decklist list neutral neutrals order destruction other others misc miscellaneous draft format ' +
    'dwarf dwarfs dwarves empire high elf elves orc orcs goblin goblins greenskin greenskins chaos dark lizardmen lizardman ' +
    'wood skaven undead vampire vampires non race races the and my of in'
  ).split(' '),
);
/** Filler alone does not make a header. */
const FILLER = new Set(['the', 'and', 'my', 'of', 'in', 'non']);
/** Words of total lines. */
const TOTAL_WORDS = new Set('total card cards count deck main maindeck size the decklist list in all'.split(' '));
const ASIDE = /^(?:side\s*board|sideboard|side|maybe(?:\s*board)?|considering|considered|cuts?|left\s+out|not\s+included|spares?|reserves?|extras?|options)$/i;

const DECORATION = /^[\s\-–—=*#~_.>•·|]+|[\s\-–—=*#~_.<•·|]+$/g;
const META = /^(?:deck\s*name|deck\s*title|name|title|author|by|built\s+by|created\s+by|posted\s+by|posted|player|format|source|date|event|tournament|place|placed|finish|result|record|notes?|description|theme|strategy|comments?|version|updated|link|url|rating|archetype)\s*[:=]/i;
const CAPITAL = /^capital(?:\s*board)?\s*[:=\-–]?\s*(.+)$/i;
const RACE_LINE = /^(?:race|faction|army|side)\s*[:=\-–]\s*(.+)$/i;
const NAME_LINE = /^(?:deck\s*name|deck\s*title|name|title)\s*[:=]\s*(.+)$/i;

/** "Units", "Dwarf Units", "Support Cards": header words only, at least one that is not filler, and not a card title. */
function isHeaderPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().replace(/&/g, ' and ').split(/[\s/]+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  if (!words.every((w) => HEADER_WORDS.has(w.replace(/['’]/g, ''))) || words.every((w) => FILLER.has(w))) return false;
  const m = matchCard(phrase);
  return !(m.ok && m.via !== 'fuzzy');
}

/** "Total", "Total Card Count", "The Deck", "Cards": with a count, the size of the whole deck. */
function isTotalPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => TOTAL_WORDS.has(w)) && words.some((w) => !FILLER.has(w) && w !== 'main');
}

const N = '(\\d{1,4})';
/** [count] phrase [(count) | - count | : count | count] [cards] [:] */
const HEADER = new RegExp(`^(?:${N}\\s*(?:x\\s*)?)?([A-Za-z&'’/ ]*?[A-Za-z])\\s*(?:[(\\[]\\s*${N}\\s*(?:cards?)?\\s*[)\\]]|[-–—:]\\s*${N}|${N})?\\s*(?:cards?)?\\s*(:?)$`, 'i');
/** phrase [(count)] : entries */
const HEADER_WITH_ENTRIES = new RegExp(`^([A-Za-z&'’/ ]*?[A-Za-z])\\s*(?:[(\\[]\\s*${N}\\s*(?:cards?)?\\s*[)\\]])?\\s*(?:[:\\-–—]|\\s(?=[x×]?\\s?\\d))\\s*(.+)$`, 'i');
const ONLY_A_COUNT = /^[(\[]?\s*[x×]?\s*\d{1,4}\s*[x×]?\s*[)\]]?$/i;
const NUMBER_ONLY = new RegExp(`^[(\\[]?\\s*${N}\\s*(?:cards?)?\\s*[)\\]]?$`, 'i');

export function classifyLine(cleaned: string): LineKind {
  const line = cleaned.replace(DECORATION, '');
  if (!/[\p{L}\p{N}]/u.test(line)) return { kind: 'blank' };

  const cap = CAPITAL.exec(line);
  if (cap) return { kind: 'capital', value: cap[1]!.trim(), strict: true };
  if (/\bcapital(?:\s*board)?$/i.test(line) && matchCapital(line)) return { kind: 'capital', value: line, strict: true };
  const race = RACE_LINE.exec(line);
  if (race) return matchCapital(race[1]!) ? { kind: 'capital', value: race[1]!.trim(), strict: false } : { kind: 'meta' };
  if (META.test(line)) {
    const name = NAME_LINE.exec(line);
    return name ? { kind: 'meta', name: name[1]!.trim() } : { kind: 'meta' };
  }

  const number = NUMBER_ONLY.exec(line);
  if (number) return { kind: 'subtotal', count: Number(number[1]) };

  // "[Cards]", "(Units)": a header in brackets.
  const unwrapped = /^[[(]([^\][()]*)[\])]$/.exec(line)?.[1]?.trim() ?? line;
  const header = HEADER.exec(unwrapped);
  if (header) {
    const phrase = header[2]!.trim();
    const count = header[1] ?? header[3] ?? header[4] ?? header[5];
    if (isTotalPhrase(phrase) && count !== undefined) return { kind: 'total', count: Number(count) };
    if (ASIDE.test(phrase)) return { kind: 'header', countFirst: false, aside: true, ...(count ? { count: Number(count) } : {}) };
    if (isTotalPhrase(phrase) || isHeaderPhrase(phrase)) {
      return { kind: 'header', countFirst: header[1] !== undefined && !header[6], aside: false, ...(count ? { count: Number(count) } : {}) };
    }
  }
  const inline = HEADER_WITH_ENTRIES.exec(unwrapped);
  // "Dwarf/Empire Alliances x2" is a card with its count, not a header with entries.
  if (inline && !ONLY_A_COUNT.test(inline[3]!.trim())) {
    const phrase = inline[1]!.trim();
    const aside = ASIDE.test(phrase);
    if (aside || isHeaderPhrase(phrase) || isTotalPhrase(phrase)) {
      return { kind: 'header', countFirst: false, aside, entries: inline[3]!, ...(inline[2] ? { count: Number(inline[2]) } : {}) };
    }
  }
  return { kind: 'entries', text: cleaned };
}
