/**
 * Reading a text decklist as published: every line is read as cards, recognised as something
 * else (header, subtotal, total, capital, metadata, separator, prose), or reported with its
 * line number. Declared section sizes and totals are checked against what was read, so a
 * miscount (ours or the author's) is always said.
 */
import { readLineEntries } from './entries.js';
import { classifyLine } from './line-kinds.js';
import { stripMarkup } from './markup.js';
import { DeckReader } from './reader.js';
import type { ParseOptions, ParsedDeck } from './types.js';

/** A decklist line longer than this is not a decklist line (an article printed as one line is ~6,000). */
export const MAX_LINE_LENGTH = 20_000;
/** Past this many problems the file is not a decklist: reading stops (and stays fast). */
export const MAX_PROBLEMS = 100;
/** A decklist has a few dozen lines; a file with more than this is not one. */
export const MAX_LINES = 10_000;
/** Prose has more words than any title (6) plus a count. */
const PROSE_WORDS = 7;

interface Section {
  /** First line of the section, and the last line that added cards to it. */
  line: number;
  lastLine: number;
  declared?: { count: number; line: number };
  aside: boolean;
  read: number;
  asideEntries: string[];
}

export function parseDeckText(text: string, options: ParseOptions = {}): ParsedDeck {
  const r = new DeckReader();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n|\u2028|\u2029/);
  if (lines.length > MAX_LINES) {
    r.problem({ code: 'too-large', message: `The text has ${lines.length.toLocaleString('en')} lines: a decklist has at most ${MAX_LINES.toLocaleString('en')}. It was not read.` });
    return r.deck;
  }
  let section: Section = { line: 1, lastLine: 1, aside: false, read: 0, asideEntries: [] };
  const asides: Section[] = [];
  const totals: { count: number; line: number }[] = [];
  /** Whether a line other than a title, comment or blank has been read. */
  let contentSeen = false;

  const closeSection = (): void => {
    const d = section.declared;
    if (d && d.count !== section.read && !section.aside) {
      r.warn({
        code: 'count-mismatch',
        line: d.line,
        message: `line ${d.line}: the list says ${d.count} cards ${d.line > section.lastLine ? 'above' : 'below'}, but ${section.read} were read (lines ${section.line}–${Math.max(section.lastLine, section.line)}).`,
      });
    }
    if (section.aside && section.asideEntries.length) asides.push(section);
  };
  const openSection = (line: number, aside: boolean, count?: number): void => {
    closeSection();
    section = { line, lastLine: line, aside, read: 0, asideEntries: [], ...(count !== undefined ? { declared: { count, line } } : {}) };
  };

  const closeWithSubtotal = (count: number, lineNo: number): void => {
    // A subtotal equal to the whole deck so far is a total ("50 cards" at the end).
    if (count !== section.read && count === r.deck.cards.length) section.declared = undefined;
    else section.declared = { count, line: lineNo };
    openSection(lineNo + 1, section.aside);
  };

  const readEntries = (body: string, lineNo: number): void => {
    let textToRead = body;
    // "1. 3x Troll Slayers": a numbered list. "7. Troll Slayers" could be either: never guessed.
    const numbered = /^\s*(\d{1,3})[.)]\s+/.exec(textToRead);
    if (numbered) {
      const rest = textToRead.slice(numbered[0].length);
      if (/^\s*(?:[x×]\s?\d|\d+\s*[x×*]?(?![\p{L}\d]))/u.test(rest)) textToRead = rest;
      else {
        r.problem({ code: 'bad-count', line: lineNo, message: `line ${lineNo}: "${numbered[1]}${numbered[0].trim().slice(-1)}" could be a list number or a count: write "${numbered[1]}x ${rest.trim()}" or remove the numbering.` });
        return;
      }
    }
    const reading = readLineEntries(textToRead, Math.max(1, MAX_PROBLEMS - r.problemCount()));
    // Nothing read, nothing written like an entry: a title, a sentence, or a mistyped name.
    if (reading.entries.length === 0 && !reading.looksLikeEntries && reading.errors.length > 0) {
      const words = textToRead.replace(/\([^)]*\)/g, ' ').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
      if (words >= PROSE_WORDS || (words >= 3 && /[.?]\s|[.?)]$/.test(body.trim()))) {
        r.warn({ code: 'ignored-line', line: lineNo, message: `line ${lineNo}: read as a comment, not cards (no count, no card title): "${clip(body)}"` });
        return;
      }
      if (!contentSeen && !r.deck.name) {
        // The first line of a published list is usually its title.
        r.deck.name = clip(body);
        r.warn({ code: 'ignored-line', line: lineNo, message: `line ${lineNo}: read as the list's title, not a card: "${clip(body)}"` });
        return;
      }
    }
    contentSeen = true;
    for (const e of reading.errors) {
      r.problem({ code: e.code, line: lineNo, message: `line ${lineNo}: ${e.message}` });
    }
    for (const entry of reading.entries) {
      if (section.aside) {
        section.asideEntries.push(`${entry.count}x ${entry.card.name}`);
        continue;
      }
      r.add(entry, lineNo);
      section.read += entry.count;
      section.lastLine = lineNo;
    }
  };

  for (let index = 0; index < lines.length; index++) {
    if (r.problemCount() >= MAX_PROBLEMS) {
      r.problem({ code: 'too-many-problems', line: index + 1, message: `Stopped reading at line ${index + 1}: more than ${MAX_PROBLEMS} problems. Is this a decklist?` });
      break;
    }
    const lineNo = index + 1;
    const raw = lines[index]!;
    if (raw.length > MAX_LINE_LENGTH) {
      r.problem({
        code: 'line-too-long',
        line: lineNo,
        message: `line ${lineNo} is ${raw.length.toLocaleString('en')} characters long: a decklist line has at most ${MAX_LINE_LENGTH.toLocaleString('en')}. It was not read.`,
      });
      continue;
    }
    if (!/[\p{L}\p{N}]/u.test(raw)) continue; // blank or a separator
    const cleaned = stripMarkup(raw);
    const kind = classifyLine(cleaned);
    switch (kind.kind) {
      case 'blank':
        break;
      case 'capital':
        contentSeen = true;
        if (!r.setCapital(kind.value, lineNo) && kind.strict) r.unknownCapital(kind.value, lineNo);
        break;
      case 'meta':
        if (kind.name && r.deck.name === undefined) r.deck.name = kind.name;
        break;
      case 'total':
        totals.push({ count: kind.count, line: lineNo });
        break;
      case 'subtotal':
        if (section.read === 0 && !section.declared) section.declared = { count: kind.count, line: lineNo };
        else closeWithSubtotal(kind.count, lineNo);
        break;
      case 'header':
        contentSeen = true;
        if (kind.countFirst && section.read > 0 && kind.count !== undefined) {
          // "-- 22 Units" after the units: the size of the section just read.
          closeWithSubtotal(kind.count, lineNo);
          break;
        }
        openSection(lineNo, kind.aside, kind.count);
        if (kind.entries) readEntries(kind.entries, lineNo);
        break;
      case 'entries':
        readEntries(kind.text, lineNo);
        break;
    }
  }
  closeSection();
  const total = r.deck.cards.length;
  for (const t of totals) {
    if (t.count !== total) {
      r.warn({ code: 'count-mismatch', line: t.line, message: `line ${t.line}: the list says ${t.count} cards in all, but ${total} were read.` });
    }
  }
  for (const a of asides) {
    const n = a.asideEntries.reduce((t, e) => t + Number(e.slice(0, e.indexOf('x'))), 0);
    r.warn({ code: 'set-aside', line: a.line, message: `line ${a.line}: ${n} card${n === 1 ? '' : 's'} listed under a sideboard heading, not counted in the deck: ${a.asideEntries.join(', ')}.` });
  }
  return r.finish(options);
}

const clip = (s: string): string => (s.length > 80 ? `${s.slice(0, 77)}...` : s).trim();
