/**
 * Reading the card entries of one line: "3x A, 2x B", "A x3; B (2)", "3 A 3 B 2 C" (entries run
 * together as articles print them), "3x A (note)", "A: comment". Counts are paired with names by
 * the way the line is written: a line (or a part between separators) that starts with a count has
 * its counts before the names, one that starts with a name has them after. Anything that does not
 * fit (a count without a name, two counts for one name, names without counts among names with
 * counts) is reported, never guessed.
 */
import type { CatalogueCard } from '@invasion/cards';
import { tokenize, type Token } from './lexer.js';
import { isExactTitle, longestTitleWords, matchCard, type MatchVia } from './names.js';

/** More copies than this in one entry is not a number of copies (a tournament deck has at most 100 cards). */
export const MAX_ENTRY_COUNT = 100;

export interface LineEntry {
  count: number;
  card: CatalogueCard;
  via: MatchVia;
  /** The name as written. */
  written: string;
  notes: string[];
  /** Words after the name that were not read (no separator marked them as a comment). */
  ignored?: string;
}

export interface LineError {
  code: 'unknown-card' | 'ambiguous-card' | 'bad-count' | 'too-many-problems';
  message: string;
  candidates?: string[];
}

export interface LineReading {
  entries: LineEntry[];
  errors: LineError[];
  /**
   * Whether the line reads like entries: it starts with a count, or holds a count that can only be
   * one ("3x", "x3", "(3)"). A bare number inside a sentence ("we went 3-1") does not count.
   */
  looksLikeEntries: boolean;
}

interface Span {
  parts: Token[];
  notes: string[];
}
type Item = { kind: 'count'; token: Extract<Token, { t: 'count' }> } | { kind: 'span'; span: Span };

/** Punctuation, and a connective between entries ("3 Pillage and 2 Waaagh!"): no title starts or ends with one. */
const LEADING_DECORATION = /^(?:[\s\-–—*•·_>~=.!?'"]|(?:and|&|plus|with|also|then)\s)+/i;
const TRAILING_DECORATION = /(?:[\s,;:\-–—.=~"]|\s(?:and|&|plus|with|also|then)\b)+$/i;
const clean = (s: string): string => s.replace(LEADING_DECORATION, '').replace(TRAILING_DECORATION, '');

/** The span as written, and the part before its first note marker. */
function spanText(span: Span): { whole: string; head: string; rest: string } {
  const whole = clean(span.parts.map((p) => (p.t === 'text' ? p.text : p.t === 'notesep' ? ` ${p.ch} ` : '')).join(''));
  const at = span.parts.findIndex((p) => p.t === 'notesep');
  if (at < 0) return { whole, head: whole, rest: '' };
  const head = clean(span.parts.slice(0, at).map((p) => (p.t === 'text' ? p.text : '')).join(''));
  const rest = clean(span.parts.slice(at + 1).map((p) => (p.t === 'text' ? p.text : p.t === 'notesep' ? p.ch : '')).join(''));
  return head ? { whole, head, rest } : { whole: rest, head: rest, rest: '' };
}

/**
 * Read a span as a card: exact forms first, then the part before a note marker, then a typo.
 * `counted`: the span has a count of its own, so it is surely an entry; only then may words after
 * a title be left out (a sentence that starts with a title is not an entry).
 */
function resolveSpan(span: Span, count: number, errors: LineError[], counted = true): LineEntry | null {
  const { whole, head, rest } = spanText(span);
  if (!whole) return null;
  const notes = [...span.notes];
  const entry = (m: { card: CatalogueCard; via: MatchVia }, written: string): LineEntry => ({ count, card: m.card, via: m.via, written, notes });
  const full = matchCard(whole);
  if (full.ok && full.via !== 'fuzzy') return entry(full, whole);
  if (rest) {
    const m = matchCard(head);
    if (m.ok) {
      notes.push(rest);
      return entry(m, head);
    }
  } else if (full.ok) return entry(full, whole);
  // A title followed by words no separator marks as a comment: read the title, report the words.
  const words = head.split(/\s+/);
  const taken = longestTitleWords(words);
  if (counted && taken > 0 && taken < words.length) {
    const name = words.slice(0, taken).join(' ');
    const after = words.slice(taken).join(' ');
    if (longestTitleWords(words.slice(taken)) > 0) {
      errors.push({ code: 'bad-count', message: `"${head}" holds two card names with one count: give each its own count or put them on separate lines.` });
      return null;
    }
    const m = matchCard(name);
    if (m.ok) return { ...entry(m, name), ignored: after };
  }
  const failed = rest ? matchCard(head) : full;
  if (failed.ok) return entry(failed, head);
  const list = failed.candidates.length ? ` Closest titles: ${failed.candidates.join(', ')}.` : '';
  errors.push(
    failed.reason === 'ambiguous'
      ? { code: 'ambiguous-card', message: `"${head}" matches several cards equally well.${list}`, candidates: failed.candidates }
      : { code: 'unknown-card', message: `"${head}" is not a card title.${list}`, candidates: failed.candidates },
  );
  return null;
}

/** Join "Ariel" "," "Queen in the Woods" back into one title: commas inside titles are not separators. */
function rejoinTitles(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const prev = out[out.length - 1];
    const next = tokens[i + 1];
    if (tok.t === 'sep' && tok.ch === ',' && prev?.t === 'text' && next?.t === 'text') {
      // Exact readings only: a typo search per comma would make long lines slow.
      if (isExactTitle(`${prev.text},${next.text}`)) {
        out[out.length - 1] = { t: 'text', text: `${prev.text},${next.text}` };
        i++;
        continue;
      }
    }
    out.push(tok);
  }
  return out;
}

function itemsOf(segment: Token[]): Item[] {
  const items: Item[] = [];
  let pendingNotes: string[] = [];
  for (const tok of segment) {
    const last = items[items.length - 1];
    if (tok.t === 'count') items.push({ kind: 'count', token: tok });
    else if (tok.t === 'note') {
      if (last?.kind === 'span') last.span.notes.push(tok.text);
      else pendingNotes.push(tok.text);
    } else if (tok.t === 'text' || tok.t === 'notesep') {
      if (last?.kind === 'span') last.span.parts.push(tok);
      else {
        items.push({ kind: 'span', span: { parts: [tok], notes: pendingNotes } });
        pendingNotes = [];
      }
    }
  }
  // Spans of punctuation only ("-", "•") carry nothing.
  return items.filter((it) => it.kind === 'count' || spanText(it.span).whole !== '' || it.span.notes.length > 0);
}

const describeCount = (t: Extract<Token, { t: 'count' }>): string => `"${t.text.trim()}"`;

/** Take back an entry whose count turned out to be in doubt. */
function drop(out: LineEntry[], entry: LineEntry | null): void {
  const at = entry ? out.indexOf(entry) : -1;
  if (at >= 0) out.splice(at, 1);
}

/** Pair the counts and names of one segment (a part of the line between separators). */
function pairSegment(items: Item[], errors: LineError[], out: LineEntry[]): void {
  const spans = items.filter((i) => i.kind === 'span').length;
  if (spans === 0) {
    const counts = items.flatMap((i) => (i.kind === 'count' ? [describeCount(i.token)] : []));
    const shown = counts.length > 5 ? `${counts.slice(0, 5).join(' ')} ... (${counts.length} counts)` : counts.join(' ');
    if (counts.length) errors.push({ code: 'bad-count', message: `${shown} ${counts.length === 1 ? 'has' : 'have'} no card name next to ${counts.length === 1 ? 'it' : 'them'}.` });
    return;
  }
  const prefix = items[0]!.kind === 'count';
  let count: Extract<Token, { t: 'count' }> | undefined;
  let lastEntry: { entry: LineEntry | null; count?: Extract<Token, { t: 'count' }> } | undefined;
  let doubtful = false;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (it.kind === 'count') {
      if (prefix && lastEntry && it.token.bracketed && count === undefined) {
        // "3x A (3)": a bracketed count repeating the one before the name.
        if (lastEntry.count && lastEntry.count.n !== it.token.n) {
          errors.push({ code: 'bad-count', message: `${describeCount(lastEntry.count)} and ${describeCount(it.token)} give two different counts for one card.` });
          drop(out, lastEntry.entry);
        }
        continue;
      }
      if (!prefix) {
        const target = lastEntry;
        if (!target || target.count) {
          errors.push({ code: 'bad-count', message: `${describeCount(it.token)} is not next to a card name${target?.count ? ` (the card before already has ${describeCount(target.count)})` : ''}.` });
          continue;
        }
        target.count = it.token;
        if (target.entry) target.entry.count = it.token.n;
        continue;
      }
      if (count) {
        errors.push({ code: 'bad-count', message: `${describeCount(count)} is followed by another count, ${describeCount(it.token)}, with no card name between them.` });
        doubtful = true;
      }
      count = it.token;
      continue;
    }
    // A span.
    if (prefix) {
      if (!count) {
        errors.push({ code: 'bad-count', message: `"${spanText(it.span).whole}" has no count, although the cards around it have one.` });
        lastEntry = undefined;
        continue;
      }
      const entry = resolveSpan(it.span, count.n, errors);
      // After two counts in a row the card's count is unknown: it is reported, not read.
      if (entry && !doubtful) out.push(entry);
      lastEntry = { entry: doubtful ? null : entry, count };
      count = undefined;
      doubtful = false;
    } else {
      // "Troll Slayers x3 - my favourite": a comment after the count belongs to that entry.
      if (lastEntry?.count && it.span.parts[0]?.t === 'notesep') {
        lastEntry.entry?.notes.push(spanText(it.span).whole);
        continue;
      }
      if (lastEntry && !lastEntry.count) {
        errors.push({ code: 'bad-count', message: `"${lastEntry.entry?.written ?? ''}" has no count, although the cards after it have one.` });
        drop(out, lastEntry.entry);
      }
      const counted = items[i + 1]?.kind === 'count';
      const entry = resolveSpan(it.span, 1, errors, counted);
      if (entry) out.push(entry);
      lastEntry = { entry };
    }
  }
  if (prefix && count) errors.push({ code: 'bad-count', message: `${describeCount(count)} at the end has no card name after it.` });
  // Suffix style: a last name without a count reads as 1 only when it is the segment's only name.
  if (!prefix && lastEntry && !lastEntry.count && spans > 1) {
    errors.push({ code: 'bad-count', message: `"${lastEntry.entry?.written ?? ''}" has no count, although the cards before it have one.` });
    drop(out, lastEntry.entry);
  }
}

/** Read the entries of a cleaned line; past `maxErrors` problems the rest of the line is not read. */
export function readLineEntries(line: string, maxErrors = 50): LineReading {
  const tokens = rejoinTitles(tokenize(line));
  const errors: LineError[] = [];
  const entries: LineEntry[] = [];
  const segments: Token[][] = [[]];
  for (const tok of tokens) {
    if (tok.t === 'sep') segments.push([]);
    else segments[segments.length - 1]!.push(tok);
  }
  const itemLists = segments.map(itemsOf);
  // A count alone between separators ("3 | Troll Slayers", "Troll Slayers, 3") belongs to the
  // neighbouring name that has no count.
  for (let s = 0; s < itemLists.length; s++) {
    const items = itemLists[s]!;
    if (items.length !== 1 || items[0]!.kind !== 'count') continue;
    const next = itemLists[s + 1];
    const prev = itemLists[s - 1];
    const uncounted = (list: Item[] | undefined): boolean => !!list && list.length > 0 && list.every((i) => i.kind === 'span') && list.length === 1;
    if (uncounted(next)) {
      itemLists[s + 1] = [items[0]!, ...next!];
      itemLists[s] = [];
    } else if (uncounted(prev)) {
      itemLists[s - 1] = [...prev!, items[0]!];
      itemLists[s] = [];
    }
  }
  for (const items of itemLists) {
    if (errors.length >= maxErrors) {
      errors.push({ code: 'too-many-problems', message: `more than ${maxErrors} problems on this line: the rest of it was not read.` });
      break;
    }
    pairSegment(items, errors, entries);
  }
  for (const e of entries) {
    if (!Number.isSafeInteger(e.count) || e.count < 1 || e.count > MAX_ENTRY_COUNT) {
      errors.push({
        code: 'bad-count',
        message: `${e.count} is not a usable number of copies of ${e.card.name} (from 1 to ${MAX_ENTRY_COUNT}).`,
      });
    }
  }
  return {
    entries: entries.filter((e) => Number.isSafeInteger(e.count) && e.count >= 1 && e.count <= MAX_ENTRY_COUNT),
    errors,
    looksLikeEntries: tokens[0]?.t === 'count' || tokens.some((t) => t.t === 'count' && t.explicit),
  };
}
