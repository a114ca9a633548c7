/**
 * Reading decklists as people write them (forum posts, articles, OCTGN .o8d files) and writing
 * them back out as text or .o8d.
 */
import { CAPITAL_BOARDS, cardById, type CapitalBoard, type CatalogueCard } from '@invasion/cards';
import { inferCapital } from './legality.js';
import { matchCapital, matchCard, nameKey, printingsOf } from './names.js';
import type { Deck, DeckProblem, ParsedDeck } from './types.js';

/** Words that, alone (with an optional count), make a line a section header. */
const HEADER_WORDS = new Set(
  [
    'unit', 'units', 'tactic', 'tactics', 'support', 'supports', 'quest', 'quests', 'legend', 'legends', 'fulcrum',
    'fulcrums', 'neutral', 'neutrals', 'neutral cards', 'cards', 'deck', 'main deck', 'maindeck', 'attachments',
    'order', 'destruction', 'dwarf', 'dwarfs', 'dwarves', 'empire', 'high elf', 'high elves', 'orc', 'orcs', 'chaos',
    'dark elf', 'dark elves', 'alliances', 'allies', 'developments', 'other', 'others', 'spells', 'heroes', 'buildings',
  ].map((w) => w.replace(/ /g, '')),
);
const HEADER = /^([A-Za-z][A-Za-z' ]*?)\s*(?:\(\s*\d+\s*\)|\[\s*\d+\s*\]|[-–:]\s*\d+|\d+)?\s*:?\s*$/;
const HEADER_WITH_ENTRIES = /^([A-Za-z][A-Za-z' ]*?)\s*(?:\(\s*\d+\s*\)|\[\s*\d+\s*\])?\s*:\s*(.+)$/;
const META = /^(?:deck\s*name|name|title|author|by|total(?:\s+cards)?|cards?\s+total|format|faction|source|date)\s*[:=]/i;
const CAPITAL_LINE = /^capital(?:\s*board)?\s*[:=\-–]?\s*(.+)$/i;

interface Entry {
  count: number;
  name: string;
}

/** "3x Name", "Name x3", "3 Name", "Name (3)", "x3 Name", "Name" (= 1). */
export function parseEntry(raw: string): Entry | null {
  const s = raw.trim().replace(/^[-*•·]\s+/, '').trim();
  if (!s) return null;
  const forms: [RegExp, number, number][] = [
    [/^(\d+)\s*[x×*]\s+(.+)$/i, 1, 2],
    [/^(\d+)[x×*](.+)$/i, 1, 2],
    [/^[x×](\d+)\s+(.+)$/i, 1, 2],
    [/^(\d+)\s+(.+)$/, 1, 2],
    [/^(.+?)\s*[x×*]\s*(\d+)$/i, 2, 1],
    [/^(.+?)\s*[([]\s*[x×]?\s*(\d+)\s*[x×]?\s*[)\]]$/i, 2, 1],
    [/^(.+?)\s+[-–:]\s*(\d+)$/, 2, 1],
  ];
  for (const [re, countAt, nameAt] of forms) {
    const m = re.exec(s);
    if (m) return { count: Number(m[countAt]), name: m[nameAt]!.trim() };
  }
  return { count: 1, name: s };
}

function exactly(name: string): boolean {
  const m = matchCard(name);
  return m.ok && m.exact;
}

/**
 * Split a line into entries: always at semicolons; at commas too, except where the comma belongs
 * to a title ("Ariel, Queen in the Woods").
 */
export function splitEntries(line: string): string[] {
  const out: string[] = [];
  for (const part of line.split(';')) {
    const segs = part.split(',');
    let i = 0;
    while (i < segs.length) {
      let taken = false;
      for (let j = segs.length; j > i + 1; j--) {
        const joined = segs.slice(i, j).join(',');
        const e = parseEntry(joined);
        if (e && exactly(e.name)) {
          out.push(joined.trim());
          i = j;
          taken = true;
          break;
        }
      }
      if (!taken) {
        if (segs[i]!.trim()) out.push(segs[i]!.trim());
        i++;
      }
    }
  }
  return out;
}

function isHeader(text: string): boolean {
  const m = HEADER.exec(text);
  if (!m) return false;
  const word = m[1]!.toLowerCase().replace(/[' ]/g, '');
  if (HEADER_WORDS.has(word)) return true;
  // "Anything:" is a header unless it is a card name.
  return /:\s*$/.test(text) && !exactly(m[1]!);
}

class Reader {
  readonly deck: ParsedDeck = { capital: null, cards: [], problems: [], warnings: [], resolved: [] };
  private capitalLine: number | undefined;

  setCapital(raw: string, line: number | undefined): boolean {
    const board = matchCapital(raw);
    if (!board) return false;
    if (this.deck.capital && this.deck.capital !== board.id) {
      this.deck.problems.push({
        code: 'capital-conflict',
        line,
        message: `${where(line)}capital "${raw}" conflicts with the capital given earlier${this.capitalLine ? ` (line ${this.capitalLine})` : ''} (${this.deck.capital}).`,
      });
      return true;
    }
    this.deck.capital = board.id;
    this.capitalLine = line;
    return true;
  }

  /** Add an entry; returns false only when the name could not be resolved (already reported). */
  addEntry(text: string, line: number | undefined, preferredId?: string): void {
    const e = parseEntry(text);
    if (!e) return;
    if (!Number.isInteger(e.count) || e.count < 1 || e.count > 200) {
      this.deck.problems.push({ code: 'bad-count', line, message: `${where(line)}"${text.trim()}": ${e.count} is not a usable number of copies.` });
      return;
    }
    let card: CatalogueCard | undefined;
    const byId = preferredId ? cardById(preferredId) : undefined;
    if (byId && nameKey(byId.name) === nameKey(e.name)) card = byId;
    if (!card) {
      const m = matchCard(e.name);
      if (!m.ok) {
        const list = m.candidates.length ? ` Closest titles: ${m.candidates.join(', ')}.` : '';
        this.deck.problems.push(
          m.reason === 'ambiguous'
            ? { code: 'ambiguous-card', line, message: `${where(line)}"${e.name}" matches several cards equally well.${list}` }
            : { code: 'unknown-card', line, message: `${where(line)}"${e.name}" is not a card title.${list}` },
        );
        return;
      }
      card = m.card;
      if (!m.exact) {
        this.deck.warnings.push({ code: 'fuzzy-match', card: card.id, line, message: `${where(line)}read "${e.name}" as ${card.name} (${card.id}).` });
        this.deck.resolved.push({ from: e.name, to: card.name });
      }
    }
    for (let i = 0; i < e.count; i++) this.deck.cards.push(card.id);
  }

  finish(): ParsedDeck {
    if (!this.deck.capital) {
      const board = inferCapital(this.deck.cards);
      if (board) {
        this.deck.capital = board.id;
        this.deck.warnings.push({ code: 'capital-inferred', message: `No capital given; the cards point to the ${board.race} capital, so it is used.` });
      }
    }
    if (this.deck.cards.length === 0 && this.deck.problems.length === 0) {
      this.deck.problems.push({ code: 'empty-deck', message: 'The list has no cards.' });
    }
    return this.deck;
  }
}

const where = (line: number | undefined): string => (line ? `line ${line}: ` : '');

/** Read a text decklist. Nothing is dropped silently: every other line is read or reported. */
export function parseDeckText(text: string): ParsedDeck {
  const r = new Reader();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((rawLine, index) => {
    const lineNo = index + 1;
    const line = rawLine.replace(/(?:\/\/|#).*$/, '').replace(/^\s*[-*•·]\s+/, '').trim();
    if (!line) return;
    const cap = CAPITAL_LINE.exec(line);
    if (cap) {
      if (!r.setCapital(cap[1]!, lineNo)) {
        r.deck.problems.push({
          code: 'unknown-capital',
          line: lineNo,
          message: `line ${lineNo}: "${cap[1]!.trim()}" is not a capital board (one of: ${CAPITAL_BOARDS.map((b) => b.race).join(', ')}).`,
        });
      }
      return;
    }
    if (/\bcapital\s*(?:board)?$/i.test(line) && r.setCapital(line, lineNo)) return;
    if (META.test(line)) {
      const name = /^(?:deck\s*name|name|title)\s*[:=-]\s*(.+)$/i.exec(line);
      if (name) r.deck.name = name[1]!.trim();
      return;
    }
    if (isHeader(line)) return;
    const inline = HEADER_WITH_ENTRIES.exec(line);
    let body = line;
    if (inline && HEADER_WORDS.has(inline[1]!.toLowerCase().replace(/[' ]/g, ''))) body = inline[2]!;
    for (const entry of splitEntries(body)) r.addEntry(entry, lineNo);
  });
  return r.finish();
}

// ---------------------------------------------------------------------------------------------
// OCTGN .o8d

/** The game GUID written into exported .o8d files (a fixed constant of this project). */
export const O8D_GAME_ID = 'a7a3d6a4-52c1-4f53-9b4e-1d7c0e1f3a20';

export class DeckFileError extends Error {
  constructor(
    readonly code: 'unreadable-file' | 'bad-xml' | 'empty-deck',
    message: string,
  ) {
    super(message);
  }
}

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    const l = e.toLowerCase();
    if (l === 'amp') return '&';
    if (l === 'lt') return '<';
    if (l === 'gt') return '>';
    if (l === 'quot') return '"';
    if (l === 'apos') return "'";
    if (l.startsWith('#x')) return String.fromCodePoint(parseInt(l.slice(2), 16));
    if (l.startsWith('#')) return String.fromCodePoint(parseInt(l.slice(1), 10));
    return m;
  });
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A small well-formedness-checking XML reader (elements, attributes, text, CDATA, comments). */
export function parseXml(src: string): XmlElement {
  const root: XmlElement = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let i = 0;
  const fail = (msg: string): never => {
    const line = src.slice(0, i).split('\n').length;
    throw new DeckFileError('bad-xml', `Bad XML at line ${line}: ${msg}`);
  };
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const top = stack[stack.length - 1]!;
    if (lt < 0) {
      top.text += decodeEntities(src.slice(i));
      break;
    }
    top.text += decodeEntities(src.slice(i, lt));
    i = lt;
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i);
      if (end < 0) fail('unclosed comment');
      i = end + 3;
    } else if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i);
      if (end < 0) fail('unclosed CDATA');
      top.text += src.slice(i + 9, end);
      i = end + 3;
    } else if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i);
      if (end < 0) fail('unclosed declaration');
      i = end + 2;
    } else if (src.startsWith('<!', i)) {
      const end = src.indexOf('>', i);
      if (end < 0) fail('unclosed declaration');
      i = end + 1;
    } else if (src.startsWith('</', i)) {
      const m = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(src.slice(i));
      if (!m) fail('malformed closing tag');
      if (stack.length < 2 || top.name !== m![1]) fail(`</${m![1]}> does not close <${top.name}>`);
      stack.pop();
      i += m![0].length;
    } else {
      const m = /^<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(src.slice(i));
      if (!m) fail('malformed tag');
      const el: XmlElement = { name: m![1]!, attrs: {}, children: [], text: '' };
      for (const a of m![2]!.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        el.attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
      }
      top.children.push(el);
      if (!m![3]) stack.push(el);
      i += m![0].length;
    }
  }
  if (stack.length > 1) fail(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (root.text.trim()) fail('text outside the root element');
  if (root.children.length !== 1) fail(root.children.length ? 'more than one root element' : 'no root element');
  return root.children[0]!;
}

/** Read an OCTGN .o8d deck: cards by name (the id only picks the printing when it names the same card). */
export function parseO8d(xml: string): ParsedDeck {
  const deckEl = parseXml(xml.replace(/^\uFEFF/, ''));
  if (deckEl.name !== 'deck') throw new DeckFileError('bad-xml', `The root element is <${deckEl.name}>, not <deck>.`);
  const r = new Reader();
  const notes = deckEl.children.find((c) => c.name === 'notes');
  if (notes) {
    for (const line of notes.text.split(/\r?\n/)) {
      const cap = CAPITAL_LINE.exec(line.trim());
      if (cap) r.setCapital(cap[1]!, undefined);
    }
  }
  for (const section of deckEl.children.filter((c) => c.name === 'section')) {
    const sectionName = section.attrs.name ?? '';
    for (const card of section.children.filter((c) => c.name === 'card')) {
      const name = card.text.trim();
      if (/capital/i.test(sectionName)) {
        if (!r.setCapital(name || card.attrs.id || '', undefined)) {
          r.deck.problems.push({ code: 'unknown-capital', message: `Section ${sectionName}: "${name}" is not a capital board.` });
        }
        continue;
      }
      const qty = card.attrs.qty === undefined ? 1 : Number(card.attrs.qty);
      if (!Number.isInteger(qty) || qty < 1) {
        r.deck.problems.push({ code: 'bad-count', message: `Section ${sectionName}: ${name} has qty="${card.attrs.qty}".` });
        continue;
      }
      if (!name) {
        r.deck.problems.push({ code: 'unknown-card', message: `Section ${sectionName}: a card without a name (id ${card.attrs.id ?? '?'}).` });
        continue;
      }
      r.addEntry(`${qty}x ${name}`, undefined, card.attrs.id);
    }
  }
  return r.finish();
}

/** Read a decklist: .o8d XML when it starts with '<', text otherwise. */
export function parseDeck(source: string): ParsedDeck {
  const trimmed = source.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<')) return parseO8d(trimmed);
  return parseDeckText(source);
}

// ---------------------------------------------------------------------------------------------
// Export

const TYPE_ORDER = ['Legend', 'Unit', 'Support', 'Tactic', 'Quest', 'Fulcrum', 'Draft'] as const;
const TYPE_PLURAL: Record<string, string> = {
  Legend: 'Legends',
  Unit: 'Units',
  Support: 'Supports',
  Tactic: 'Tactics',
  Quest: 'Quests',
  Fulcrum: 'Fulcrums',
  Draft: 'Draft format cards',
};

function grouped(deck: Deck): { type: string; rows: { card: CatalogueCard; count: number }[] }[] {
  const counts = new Map<string, number>();
  for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  const rows = [...counts].map(([id, count]) => ({ card: cardById(id)!, count })).filter((r) => r.card);
  return TYPE_ORDER.map((type) => ({
    type,
    rows: rows.filter((r) => r.card.type === type).sort((a, b) => a.card.name.localeCompare(b.card.name) || a.card.id.localeCompare(b.card.id)),
  })).filter((g) => g.rows.length > 0);
}

function boardOf(deck: Deck): CapitalBoard | undefined {
  return deck.capital ? (CAPITAL_BOARDS.find((b) => b.id === deck.capital) ?? matchCapital(deck.capital)) : undefined;
}

/** A title that is printed in several sets is written with its id so it reads back as the same printing. */
function printedName(card: CatalogueCard): string {
  const printings = printingsOf(card.name).filter((c) => c.name === card.name);
  const first = printings.find((c) => c.type !== 'Draft') ?? printings[0];
  return first && first.id !== card.id ? card.id : card.name;
}

/** The deck as text: a Capital line, then the cards grouped by type with counts. */
export function exportText(deck: Deck, title?: string): string {
  const out: string[] = [];
  if (title) out.push(`# ${title}`);
  const board = boardOf(deck);
  out.push(`Capital: ${board ? board.race : '(none)'}`);
  out.push(`# ${deck.cards.length} cards`);
  for (const g of grouped(deck)) {
    out.push('', `${TYPE_PLURAL[g.type]} (${g.rows.reduce((t, r) => t + r.count, 0)}):`);
    for (const r of g.rows) out.push(`${r.count}x ${printedName(r.card)}`);
  }
  return `${out.join('\n')}\n`;
}

/** The deck as an OCTGN .o8d file (card ids are catalogue ids; the capital is a section of its own). */
export function exportO8d(deck: Deck): string {
  const board = boardOf(deck);
  const out = ['<?xml version="1.0" encoding="utf-8" standalone="yes"?>', `<deck game="${O8D_GAME_ID}">`];
  if (board) {
    out.push('  <section name="Capital" shared="False">');
    out.push(`    <card qty="1" id="capital-${escapeXml(board.id)}">${escapeXml(board.race)}</card>`);
    out.push('  </section>');
  }
  for (const g of grouped(deck)) {
    out.push(`  <section name="${escapeXml(TYPE_PLURAL[g.type]!)}" shared="False">`);
    for (const r of g.rows) out.push(`    <card qty="${r.count}" id="${r.card.id}">${escapeXml(r.card.name)}</card>`);
    out.push('  </section>');
  }
  out.push(`  <notes><![CDATA[Capital: ${board ? board.race : '(none)'}]]></notes>`);
  out.push('</deck>');
  return `${out.join('\n')}\n`;
}

export type { DeckProblem };
