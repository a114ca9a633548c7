/**
 * Splitting a cleaned decklist line into tokens: counts ("3x", "x3", "3", "(3)"), bracketed notes,
 * separators between entries, note markers (":", " - ") and the text in between (card names).
 * One left-to-right pass, so a line of any length costs time in proportion to its length.
 */

export type Token =
  /** A number of copies. `bracketed`: written "(3)" or "[x3]", which only ever follows a name. */
  | { t: 'count'; n: number; text: string; explicit: boolean; bracketed: boolean }
  | { t: 'text'; text: string }
  /** Bracketed text that is not a count: "(one copy starts on the board)", "(Core Set)". */
  | { t: 'note'; text: string }
  /** Between entries: , ; | • · + */
  | { t: 'sep'; ch: string }
  /** Starts a comment after a name: ":", " - ", "–", "—", "=", "~". */
  | { t: 'notesep'; ch: string };

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isTimes = (c: string | undefined): boolean => c === 'x' || c === 'X' || c === '×';

const BRACKETS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const BRACKETED_COUNT = /^\s*(?:[x×]\s*)?(\d{1,3})\s*(?:[x×]|copies|copy|cards?)?\s*$/i;
/** A bracketed note longer than this is not a note: the bracket is read as text. */
const MAX_NOTE = 300;

export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = (): void => {
    if (text.trim()) tokens.push({ t: 'text', text });
    text = '';
  };
  const n = line.length;
  let i = 0;
  while (i < n) {
    const c = line[i]!;
    const prev = line[i - 1];
    const close = BRACKETS[c];
    if (close) {
      const end = line.indexOf(close, i + 1);
      const inner = end > i ? line.slice(i + 1, end) : '';
      if (end > i && end - i <= MAX_NOTE && !/[([{]/.test(inner)) {
        flush();
        const m = BRACKETED_COUNT.exec(inner);
        tokens.push(m ? { t: 'count', n: Number(m[1]), text: line.slice(i, end + 1), explicit: true, bracketed: true } : { t: 'note', text: inner.trim() });
        i = end + 1;
        continue;
      }
    }
    if (isDigit(c) && !isWordChar(prev)) {
      let j = i;
      while (isDigit(line[j])) j++;
      const digits = line.slice(i, j);
      if (digits.length === 5 && !isWordChar(line[j])) {
        // A catalogue id ("03057") names a card; no count has five digits.
        text += digits;
        i = j;
        continue;
      }
      let k = j;
      while (line[k] === ' ') k++;
      if ((isTimes(line[k]) || line[k] === '*') && !isWordChar(line[k + 1])) {
        flush();
        tokens.push({ t: 'count', n: Number(digits), text: line.slice(i, k + 1), explicit: true, bracketed: false });
        i = k + 1;
        continue;
      }
      if (!isWordChar(line[j])) {
        flush();
        tokens.push({ t: 'count', n: Number(digits), text: digits, explicit: false, bracketed: false });
        i = j;
        continue;
      }
      // "3rd", "40k": part of the text.
    }
    if (isTimes(c) && !isWordChar(prev)) {
      let j = i + 1;
      if (line[j] === ' ') j++;
      let k = j;
      while (isDigit(line[k])) k++;
      if (k > j && !isWordChar(line[k])) {
        flush();
        tokens.push({ t: 'count', n: Number(line.slice(j, k)), text: line.slice(i, k), explicit: true, bracketed: false });
        i = k;
        continue;
      }
    }
    if (c === ',' || c === ';' || c === '|' || c === '•' || c === '·' || c === '+') {
      flush();
      tokens.push({ t: 'sep', ch: c });
      i++;
      continue;
    }
    const spacedDash = (c === '-' && prev === ' ' && line[i + 1] === ' ') || c === '–' || c === '—';
    if (c === ':' || c === '=' || c === '~' || spacedDash) {
      flush();
      tokens.push({ t: 'notesep', ch: c });
      i++;
      continue;
    }
    text += c;
    i++;
  }
  flush();
  return tokens;
}
