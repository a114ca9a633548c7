/**
 * `invasion card NAME [--json]`: one card outside a game — its facts, and our description of its text
 * when it is implemented. NAME: a catalogue id or a name (case, accents and punctuation ignored; an
 * exact name, else a unique beginning or part of one). Several matches or none: exit 2 with the
 * candidates (with --json, an error object `{ error, candidates }` on stdout too).
 */
import { candidateLine, cardInfo, cardInfoData, findCards } from '../cardInfo.js';
import { parseWithFiles, UsageError } from '../util.js';

export const CARD_USAGE = 'invasion card NAME|ID [--json]';

/** Candidates shown when a name matches several cards. */
const MAX_CANDIDATES = 10;

export function runCard(argv: string[]): number {
  const { values, positionals } = parseWithFiles('card', argv, { json: { type: 'boolean' } });
  // Unquoted names arrive as several words.
  const query = positionals.join(' ').trim();
  if (!query) throw new UsageError(`usage: ${CARD_USAGE}`);
  const r = findCards(query);
  if (r.kind === 'found') {
    process.stdout.write(values.json ? `${JSON.stringify(cardInfoData(r.card.id))}\n` : `${cardInfo(r.card.id).join('\n')}\n`);
    return 0;
  }
  const shown = r.candidates.slice(0, MAX_CANDIDATES);
  const more = r.candidates.length - shown.length;
  const error =
    r.kind === 'ambiguous'
      ? `'${query}' matches ${r.candidates.length} cards${shown.length ? '; did you mean one of these? (name it more fully, or give its id)' : ''}`
      : `no card matches '${query}'${shown.length ? '; the nearest names:' : ''}`;
  const lines = [error, ...shown.map((c) => `  ${candidateLine(c)}`), ...(more > 0 ? [`  ... and ${more} more`] : [])];
  // Like the other commands' --json errors: the object on stdout, the message on stderr.
  if (values.json) process.stdout.write(`${JSON.stringify({ error, candidates: shown.map((c) => ({ id: c.id, name: c.name, type: c.type, set: c.packName })) })}\n`);
  process.stderr.write(`invasion: ${lines.join('\n')}\n`);
  return 2;
}
