/**
 * Bytes of a deck file → text. Decklists come from many editors: UTF-8 with or without a byte
 * order mark, UTF-16 (Windows Notepad "Unicode"), old Windows-1252 forum copies. Anything that is
 * not text (an image, a PDF, a zip, a Word document) is refused with a message saying what it
 * looks like, instead of being read as a list of unknown cards.
 */
import { DeckFileError } from './errors.js';

/** No decklist is anywhere near this size; larger files are refused before they are read. */
export const MAX_DECK_FILE_BYTES = 2 * 1024 * 1024;

export interface DecodedText {
  text: string;
  /** The encoding used, e.g. 'utf-8', 'utf-16le'. */
  encoding: string;
  /** Said to the user when the encoding was not certain (no byte order mark, not UTF-8). */
  note?: string;
}

const SIGNATURES: [bytes: number[], what: string][] = [
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document'],
  [[0x50, 0x4b, 0x03, 0x04], 'a zip archive (a Word, Excel or OpenDocument file is one)'],
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x1f, 0x8b], 'a gzip archive'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'an old Word or Excel document'],
  [[0x7b, 0x5c, 0x72, 0x74, 0x66], 'an RTF document'],
];

const startsWith = (bytes: Uint8Array, sig: number[]): boolean => sig.every((b, i) => bytes[i] === b);

/** UTF-16 without a byte order mark: text where every other byte is zero. */
function sniffUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const half = n / 2;
  if (zeroOdd > half * 0.6 && zeroEven < half * 0.1) return 'utf-16le';
  if (zeroEven > half * 0.6 && zeroOdd < half * 0.1) return 'utf-16be';
  return undefined;
}

function decodeStrict(bytes: Uint8Array, encoding: string): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Control characters other than tab, line breaks and form feed: text has (almost) none. */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0x7f) controls++;
  }
  return controls > 0 && controls > text.length * 0.02;
}

/** Decode a deck file's bytes; throws DeckFileError when they are not text. */
export function decodeDeckBytes(bytes: Uint8Array, label = 'The file'): DecodedText {
  if (bytes.length > MAX_DECK_FILE_BYTES) {
    throw new DeckFileError('too-large', `${label} is ${bytes.length.toLocaleString('en')} bytes: too large to be a decklist (at most ${MAX_DECK_FILE_BYTES.toLocaleString('en')}).`);
  }
  if (startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0, 0, 0xfe, 0xff])) {
    throw new DeckFileError('unreadable-file', `${label} is UTF-32 text, which is not supported: save it as UTF-8.`);
  }
  const boms: [number[], string][] = [
    [[0xef, 0xbb, 0xbf], 'utf-8'],
    [[0xff, 0xfe], 'utf-16le'],
    [[0xfe, 0xff], 'utf-16be'],
  ];
  let encoding: string | undefined;
  let note: string | undefined;
  for (const [bom, enc] of boms) if (!encoding && startsWith(bytes, bom)) encoding = enc;
  if (!encoding) {
    const signature = SIGNATURES.find(([sig]) => startsWith(bytes, sig));
    if (signature) throw new DeckFileError('binary-file', `${label} is ${signature[1]}, not a text decklist: save or export the list as plain text.`);
    encoding = sniffUtf16(bytes);
    if (encoding) note = `no byte order mark: read as ${encoding.toUpperCase()} (every other byte is zero)`;
  }
  let text = decodeStrict(bytes, encoding ?? 'utf-8');
  if (text === undefined && encoding && encoding !== 'utf-8') {
    throw new DeckFileError('unreadable-file', `${label} is not valid ${encoding.toUpperCase()} text.`);
  }
  if (text === undefined) {
    // Old forum copies are often Windows-1252; that decoding accepts every byte, so binary junk is caught below.
    encoding = 'windows-1252';
    text = new TextDecoder('windows-1252').decode(bytes);
    note = 'not valid UTF-8: read as Windows-1252 (Western European)';
  }
  encoding ??= 'utf-8';
  text = text.replace(/^\uFEFF/, '');
  if (looksBinary(text)) throw new DeckFileError('binary-file', `${label} is not text (it holds binary data): it cannot be a decklist.`);
  return { text: text.normalize('NFC'), encoding, ...(note ? { note } : {}) };
}
