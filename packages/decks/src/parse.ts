/**
 * Reading decklists as people publish them (forum posts, articles, deck sites, OCTGN .o8d files)
 * and writing them back out. The readers live in text-reader.ts and o8d.ts; this is the entry point.
 */
import { parseO8d } from './o8d.js';
import { parseDeckText } from './text-reader.js';
import type { ParseOptions, ParsedDeck } from './types.js';

/** Read a decklist: .o8d XML when it starts with '<' (an XML declaration or a <deck> element), text otherwise. */
export function parseDeck(source: string, options: ParseOptions = {}): ParsedDeck {
  const trimmed = source.replace(/^\uFEFF/, '').trimStart();
  if (/^<(?:\?xml|deck[\s>/]|!--|!DOCTYPE)/i.test(trimmed)) return parseO8d(trimmed, options);
  return parseDeckText(source, options);
}

export { parseDeckText, parseO8d };
export { parseXml, O8D_GAME_ID } from './o8d.js';
export { exportText, exportO8d } from './export.js';
export { DeckFileError } from './errors.js';
