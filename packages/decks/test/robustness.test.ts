/**
 * Files as they arrive: any common encoding, binary files, broken XML, and hostile sizes. Each
 * is read, or refused with a clear message, quickly. Times are measured and printed; the limit
 * asserted is generous (machines differ), the printed numbers are the benchmark.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@invasion/cards';
import { MAX_DECK_FILE_BYTES, MAX_LINE_LENGTH, deckCommand, parseDeck, parseDeckText, readDeckFile, validateDeck, validationExitCode } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'invasion-robust-'));
let n = 0;
const file = (bytes: Uint8Array | string): string => {
  const p = join(dir, `deck-${n++}.txt`);
  writeFileSync(p, bytes);
  return p;
};
const LIST = 'Capital: Empire\n3x Sigmar’s Blessed\n2x Reiksguard Knights\nPeasant Militia x3\n';
const EXPECTED = ['01026', '01026', '01026', '01027', '01027', '01031', '01031', '01031'];
const sorted = (ids: string[]): string[] => [...ids].sort();

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const le = Buffer.from((bom ? '\uFEFF' : '') + text, 'utf16le');
  if (endian === 'le') return le;
  const be = Buffer.alloc(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return be;
}

/** Run `f`, print how long it took, and return its result and the time. */
function timed<T>(label: string, f: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = f();
  const ms = performance.now() - start;
  console.log(`[timing] ${label}: ${ms.toFixed(1)} ms`);
  return { result, ms };
}

describe('encodings', () => {
  it.each([
    ['UTF-8', Buffer.from(LIST, 'utf8')],
    ['UTF-8 with a byte order mark', Buffer.from(`\uFEFF${LIST}`, 'utf8')],
    ['UTF-8, Windows line ends', Buffer.from(LIST.replace(/\n/g, '\r\n'), 'utf8')],
    ['UTF-8, old Mac line ends', Buffer.from(LIST.replace(/\n/g, '\r'), 'utf8')],
    ['UTF-16LE with a byte order mark', utf16(LIST, 'le', true)],
    ['UTF-16BE with a byte order mark', utf16(LIST, 'be', true)],
    ['UTF-16LE without a byte order mark', utf16(LIST, 'le', false)],
    ['UTF-16BE without a byte order mark', utf16(LIST, 'be', false)],
    ['Windows-1252', Buffer.from(LIST.replace('’', '\u0092'), 'latin1')],
  ])('%s', (_, bytes) => {
    const deck = readDeckFile(file(bytes));
    expect(deck.problems).toEqual([]);
    expect(deck.capital).toBe('empire');
    expect(sorted(deck.cards)).toEqual(EXPECTED);
  });

  it('says when the encoding was a guess', () => {
    expect(readDeckFile(file(utf16(LIST, 'le', false))).warnings.map((w) => w.code)).toEqual(['encoding']);
    expect(readDeckFile(file(Buffer.from(LIST.replace('’', '\u0092'), 'latin1'))).warnings[0]!.message).toContain('Windows-1252');
    expect(readDeckFile(file(utf16(LIST, 'le', true))).warnings).toEqual([]);
  });
});

describe('files that are not decklists', () => {
  it.each([
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'binary-file', /PNG image/],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n', 'latin1'), 'binary-file', /PDF/],
    ['a Word document (zip)', Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0]), 'binary-file', /zip archive/],
    ['random bytes with zeros', Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)), 'binary-file', /not text/],
    ['UTF-32', Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]), 'unreadable-file', /UTF-32/],
  ])('%s is refused as unreadable (exit 3)', async (_, bytes, code, message) => {
    const path = file(bytes);
    const deck = readDeckFile(path);
    expect(deck.problems.map((p) => p.code)).toEqual([code]);
    expect(deck.problems[0]!.message).toMatch(message);
    expect(deck.problems[0]!.message).toContain(path);
    expect(validationExitCode(validateDeck(deck))).toBe(3);
    expect(await deckCommand(['validate', path], { out: () => undefined, err: () => undefined })).toBe(3);
  });

  it('a file larger than any decklist is refused before it is read', () => {
    const deck = readDeckFile(file(Buffer.alloc(MAX_DECK_FILE_BYTES + 1, 0x41)));
    expect(deck.problems.map((p) => p.code)).toEqual(['too-large']);
  });

  it.each([
    ['past the last Unicode character', '&#x110000;'],
    ['a surrogate', '&#xD800;'],
    ['a control character', '&#1;'],
    ['a huge decimal', '&#99999999999999999999;'],
    ['an undefined entity', '&nbsp;'],
  ])('an .o8d with a character reference %s is bad XML with its line, not a crash', (_, ref) => {
    const xml = `<?xml version="1.0"?>\n<deck>\n  <section name="Units">\n    <card qty="1">Troll Slayers${ref}</card>\n  </section>\n</deck>\n`;
    const r = validateDeck(xml);
    expect(r.problems.map((p) => p.code)).toEqual(['bad-xml']);
    expect(r.problems[0]!.message).toMatch(/^Bad XML at line 4, column \d+: /);
    expect(validationExitCode(r)).toBe(3);
    expect(() => parseDeck(xml)).toThrow(/line 4/);
  });
});

describe('hostile sizes, read or refused in well under a second', () => {
  const titles = [...new Set(CATALOGUE.filter((c) => c.type !== 'Draft').map((c) => c.name))].filter((t) => !t.includes(','));

  it('a 1 MB line is refused with its line number', () => {
    const text = `Capital: Dwarf\n3x Troll Slayers\n${'3x Runesmith '.repeat(80_000)}\n2x Runesmith\n`;
    const { result, ms } = timed('1 MB line', () => parseDeckText(text));
    expect(result.problems.map((p) => [p.code, p.line])).toEqual([['line-too-long', 3]]);
    expect(result.problems[0]!.message).toContain(`at most ${MAX_LINE_LENGTH.toLocaleString('en')}`);
    expect(result.cards).toHaveLength(5);
    expect(ms).toBeLessThan(5000);
  });

  it('40 comma-separated names on one line are 40 entries', () => {
    const forty = titles.slice(200, 240);
    const { result, ms } = timed('40 names on one line', () => parseDeckText(`Capital: Dwarf\n${forty.join(', ')}`));
    expect(result.problems).toEqual([]);
    expect(result.cards).toHaveLength(40);
    expect(ms).toBeLessThan(5000);
  });

  it('40 misspelt names on one line are each read or reported', () => {
    const forty = titles.slice(300, 340).map((t) => `2x ${t.slice(0, -1)}`);
    const { result, ms } = timed('40 misspelt names on one line', () => parseDeckText(`Capital: Orc\n${forty.join(', ')}`));
    const read = result.cards.length / 2 + result.problems.length;
    expect(read).toBe(40);
    expect(ms).toBeLessThan(5000);
  });

  it('a line just under the limit full of unknown names stops at the problem limit', () => {
    const garbage = Array.from({ length: 2000 }, (_, i) => `2x ${(i * 2654435761).toString(36).replace(/\d/g, 'q')}`).join(', ').slice(0, MAX_LINE_LENGTH - 1);
    const { result, ms } = timed('20,000 characters of unknown names', () => parseDeckText(`Capital: Orc\n${garbage}`));
    expect(result.problems.length).toBeLessThanOrEqual(102);
    expect(result.problems.some((p) => p.code === 'too-many-problems')).toBe(true);
    expect(ms).toBeLessThan(5000);
  });

  it('a long list of good entries is read exactly', () => {
    const lines = Array.from({ length: 9000 }, (_, i) => `${(i % 3) + 1}x ${titles[i % titles.length]}`);
    const { result, ms } = timed('9,000 entry lines', () => parseDeckText(lines.join('\n')));
    expect(result.cards).toHaveLength(lines.reduce((t, l) => t + Number(l[0]), 0));
    expect(ms).toBeLessThan(5000);
  });

  it('too many lines for a decklist is refused', () => {
    const { result, ms } = timed('2,000,000 blank lines', () => parseDeckText('\n'.repeat(2_000_000)));
    expect(result.problems.map((p) => p.code)).toEqual(['too-large']);
    expect(ms).toBeLessThan(5000);
  });
});
