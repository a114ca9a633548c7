/**
 * Cleaning a decklist line of what forums, articles and deck sites wrap around card names:
 * HTML and BBCode tags (including card-link tags such as [whi]), markdown emphasis and links,
 * web addresses, HTML character references and comments. What is left is the text a person
 * reads. Every pattern here is linear: no backtracking on long lines.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ndash: '–', mdash: '—', times: '×', bull: '•' };

/** Valid Unicode scalar values only: an out-of-range reference is left as written. */
function fromCodePoint(n: number, original: string): string {
  return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : original;
}

export function decodeHtmlEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]{1,8}|#\d{1,9}|[a-z]{2,8});/gi, (m, e: string) => {
    if (e[0] === '#') return fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10), m);
    return NAMED_ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** BBCode tags of forums and deck sites; their content (a card name) is kept. */
const BBCODE_TAGS =
  'b|i|u|s|strike|url|link|color|colour|size|font|card|cards|whi|wh|quote|list|li|ul|ol|center|left|right|img|spoiler|code|hr|h[1-6]|sup|sub|indent|table|tr|td|th|deck|cardlink|highlight|\\*';
const BBCODE = new RegExp(`\\[\\/?(?:${BBCODE_TAGS})(?:=[^\\[\\]]{0,500})?\\]`, 'gi');
const HTML_TAG = /<\/?[a-z][a-z0-9]{0,15}(?:\s[^<>]{0,500})?\/?>/gi;
const MARKDOWN_LINK = /\[([^[\]]{1,200})\]\((?:[^()\s]{1,1000})\)/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>[\]()"]{1,2000}/gi;
const EMPHASIS = /\*\*|__|~~/g;

/** The line without markup, links and comments (character references decoded). */
export function stripMarkup(line: string): string {
  let s = line.replace(MARKDOWN_LINK, ' $1 ');
  s = s.replace(BBCODE, ' ').replace(HTML_TAG, ' ');
  s = s.replace(URL, ' ');
  s = decodeHtmlEntities(s);
  s = s.replace(EMPHASIS, ' ');
  // Comments: "# ..." and "// ..." at the start or after a space.
  s = s.replace(/(?:^|\s)(?:#|\/\/).*$/, '');
  return s.replace(/[\u00a0\u2000-\u200b\u3000\t]/g, ' ').trim();
}
