/**
 * Property tests: a deck written out and read back is the same deck, whether written by the
 * exporters or in the styles players publish (counts before or after names, bullets, markup,
 * notes, several entries on a line, headers and subtotals between them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPITAL_BOARDS, CATALOGUE } from '@invasion/cards';
import { exportO8d, exportText, parseDeck, parseDeckText, parseO8d } from '../src/index.js';

const sorted = (ids: readonly string[]): string[] => [...ids].sort();
const boardIds = CAPITAL_BOARDS.map((b) => b.id);

/** A deck of any catalogue cards (reprints and draft format cards too), 1 to 6 copies each. */
const anyDeck = fc
  .record({
    capital: fc.constantFrom(...boardIds),
    entries: fc.uniqueArray(fc.record({ id: fc.constantFrom(...CATALOGUE.map((c) => c.id)), copies: fc.integer({ min: 1, max: 6 }) }), { selector: (e) => e.id, minLength: 1, maxLength: 40 }),
  })
  .map(({ capital, entries }) => ({ capital, cards: entries.flatMap((e) => Array.from({ length: e.copies }, () => e.id)) }));

describe('export then import', () => {
  it('text: the same cards (printings included) and capital', () => {
    fc.assert(
      fc.property(anyDeck, (deck) => {
        const back = parseDeckText(exportText(deck, 'A deck'));
        expect(back.problems).toEqual([]);
        expect(back.capital).toBe(deck.capital);
        expect(sorted(back.cards)).toEqual(sorted(deck.cards));
      }),
      { numRuns: 150 },
    );
  });

  it('.o8d: the same cards (printings included) and capital', () => {
    fc.assert(
      fc.property(anyDeck, (deck) => {
        const back = parseO8d(exportO8d(deck));
        expect(back.problems).toEqual([]);
        expect(back.capital).toBe(deck.capital);
        expect(sorted(back.cards)).toEqual(sorted(deck.cards));
      }),
      { numRuns: 150 },
    );
  });

  it('a deck without a capital exports and reads back without an error', () => {
    for (const text of [exportText({ capital: null, cards: ['01001', '01001'] }), exportO8d({ capital: null, cards: ['01001'] })]) {
      const back = parseDeck(text);
      expect(back.problems).toEqual([]);
      expect(back.capital).toBe('dwarf'); // inferred
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Published styles

/** One printing per title: the one a name alone reads as (a deck card before a draft format card, earliest set first). */
const TITLES = [...new Set(CATALOGUE.map((c) => c.name))].map((name) => {
  const printings = CATALOGUE.filter((c) => c.name === name);
  return printings.find((c) => c.type !== 'Draft') ?? printings[0]!;
});

type Style = (name: string, n: number) => string;
const PREFIX: Style[] = [(t, n) => `${n}x ${t}`, (t, n) => `${n} x ${t}`, (t, n) => `${n} ${t}`, (t, n) => `${n}× ${t}`, (t, n) => `x${n} ${t}`, (t, n) => `${n}X ${t}`];
const SUFFIX: Style[] = [(t, n) => `${t} x${n}`, (t, n) => `${t} x ${n}`, (t, n) => `${t} (${n})`, (t, n) => `${t} (x${n})`, (t, n) => `${t} [${n}]`, (t, n) => `${t} - ${n}`];
const WRAP: ((s: string) => string)[] = [
  (s) => s,
  (s) => `[b]${s}[/b]`,
  (s) => `[whi]${s}[/whi]`,
  (s) => `[url=http://www.cardgamedb.com/index.php/wh/_/card-r${s.length}]${s}[/url]`,
  (s) => `**${s}**`,
  (s) => `<a href="https://example.org/cards/${s.length}">${s}</a>`,
];
const BULLETS = ['', '- ', '* ', '• ', '_ ', '-', '· ', '> '];
const NOTES = ['', ' (one copy starts in play)', ' (great early)', ': the best card in the deck', ' - swap for more units later', ' [promo]'];
const HEADERS = ['Units:', 'Tactics (12)', '-- 14', '[Cards]', 'Support Cards', '14 Quests:', '== Legends ==', '**Units**', ''];

interface Rendered {
  text: string;
  cards: string[];
}

const entry = fc.record({ card: fc.constantFrom(...TITLES), copies: fc.integer({ min: 1, max: 9 }) });
const lineArb = fc.record({
  entries: fc.array(entry, { minLength: 1, maxLength: 5 }),
  suffix: fc.boolean(),
  style: fc.nat(5),
  wrap: fc.nat(WRAP.length - 1),
  bullet: fc.nat(BULLETS.length - 1),
  note: fc.nat(NOTES.length - 1),
  join: fc.constantFrom(', ', '; ', ' | ', ' '),
  header: fc.nat(HEADERS.length - 1),
});

type LineSpec = typeof lineArb extends fc.Arbitrary<infer T> ? T : never;

function renderLine(l: LineSpec): Rendered {
  const style = (l.suffix ? SUFFIX : PREFIX)[l.style]!;
  // A comment without brackets runs to the next separator, so between entries run together
  // with spaces only bracketed notes are used.
  const parts = l.entries.map((e, i) => {
    const last = i === l.entries.length - 1;
    const note = NOTES[l.note]!;
    const bracketed = note.startsWith(' (') || note.startsWith(' [');
    return `${style(WRAP[l.wrap]!(e.card.name), e.copies)}${last || l.join !== ' ' || bracketed ? note : ''}`;
  });
  const body = `${BULLETS[l.bullet]}${parts.join(l.join)}`;
  const header = HEADERS[l.header]!;
  return { text: header ? `${header}\n${body}` : body, cards: l.entries.flatMap((e) => Array.from({ length: e.copies }, () => e.card.id)) };
}

describe('published styles read back exactly', () => {
  it('any mix of count styles, bullets, markup, notes, separators and headers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...boardIds), fc.array(lineArb, { minLength: 1, maxLength: 12 }), (capital, lines) => {
        const rendered = lines.map(renderLine);
        const board = CAPITAL_BOARDS.find((b) => b.id === capital)!;
        const text = [`Capital: ${board.race}`, ...rendered.map((r) => r.text)].join('\n');
        const back = parseDeckText(text);
        expect(back.problems, text).toEqual([]);
        expect(sorted(back.cards), text).toEqual(sorted(rendered.flatMap((r) => r.cards)));
        expect(back.capital).toBe(capital);
      }),
      { numRuns: 400 },
    );
  });
});
