/**
 * OCTGN .o8d decks: XML read with saxes (a strict, well-formedness-checking parser: bad
 * character references, unclosed tags and undefined entities are errors with a line and column),
 * and written back with the capital as a section of its own.
 */
import { SaxesParser } from 'saxes';
import { matchCard } from './names.js';
import { cardById } from './catalogue.js';
import { DeckFileError } from './errors.js';
import { DeckReader } from './reader.js';
import type { ParseOptions, ParsedDeck } from './types.js';

/** The game GUID written into exported .o8d files (a fixed constant of this project). */
export const O8D_GAME_ID = 'a7a3d6a4-52c1-4f53-9b4e-1d7c0e1f3a20';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parse a whole XML document into a small element tree; throws DeckFileError('bad-xml'). */
export function parseXml(src: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const root: XmlElement = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let failure: string | undefined;
  parser.on('error', (e) => {
    failure ??= e.message;
  });
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attrs[k] = typeof v === 'string' ? v : v.value;
    const el: XmlElement = { name: tag.name, attrs, children: [], text: '' };
    stack[stack.length - 1]!.children.push(el);
    stack.push(el);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (t) => void (stack[stack.length - 1]!.text += t));
  parser.on('cdata', (t) => void (stack[stack.length - 1]!.text += t));
  try {
    parser.write(src).close();
  } catch (e) {
    failure ??= (e as Error).message;
  }
  if (failure) {
    // saxes says "line:column: message".
    const m = /^(\d+):(\d+): (.*)$/s.exec(failure);
    throw new DeckFileError('bad-xml', m ? `Bad XML at line ${m[1]}, column ${m[2]}: ${m[3]!.replace(/\.$/, '')}.` : `Bad XML: ${failure}`);
  }
  if (root.children.length !== 1) throw new DeckFileError('bad-xml', root.children.length ? 'Bad XML: more than one root element.' : 'Bad XML: no root element.');
  return root.children[0]!;
}

/** Read an OCTGN .o8d deck: cards by name (the id only picks the printing when it names the same card). */
export function parseO8d(xml: string, options: ParseOptions = {}): ParsedDeck {
  const deckEl = parseXml(xml.replace(/^\uFEFF/, ''));
  if (deckEl.name !== 'deck') throw new DeckFileError('bad-xml', `The root element is <${deckEl.name}>, not <deck>.`);
  const r = new DeckReader();
  const notes = deckEl.children.find((c) => c.name === 'notes');
  for (const line of notes?.text.split(/\r?\n/) ?? []) {
    const cap = /^\s*capital(?:\s*board)?\s*[:=\-–]?\s*(.+)$/i.exec(line);
    if (cap) r.setCapital(cap[1]!, undefined);
  }
  for (const section of deckEl.children.filter((c) => c.name === 'section')) {
    const sectionName = section.attrs.name ?? '';
    for (const card of section.children.filter((c) => c.name === 'card')) {
      const name = card.text.trim();
      const where = `Section "${sectionName}", card "${name || card.attrs.id || '?'}": `;
      if (/capital/i.test(sectionName)) {
        if (!r.setCapital(name || card.attrs.id || '', undefined)) r.unknownCapital(name, undefined, `Section "${sectionName}": `);
        continue;
      }
      const qtyText = card.attrs.qty ?? '1';
      const qty = /^\s*\d{1,3}\s*$/.test(qtyText) ? Number(qtyText) : NaN;
      if (!Number.isInteger(qty) || qty < 1 || qty > 100) {
        r.problem({ code: 'bad-count', message: `${where}qty="${qtyText}" is not a usable number of copies (from 1 to 100).` });
        continue;
      }
      const byId = card.attrs.id ? cardById(card.attrs.id) : undefined;
      if (!name) {
        // Without a name, only a catalogue id says which card it is.
        if (byId) r.add({ count: qty, card: byId, via: 'id', written: byId.id }, undefined);
        else r.problem({ code: 'unknown-card', message: `${where}a card without a name${card.attrs.id ? ` whose id ${card.attrs.id} is not a catalogue id` : ''}.` });
        continue;
      }
      const m = matchCard(name);
      if (!m.ok) {
        const list = m.candidates.length ? ` Closest titles: ${m.candidates.join(', ')}.` : '';
        r.problem({ code: m.reason === 'ambiguous' ? 'ambiguous-card' : 'unknown-card', message: `${where}not a card title.${list}` });
        continue;
      }
      const chosen = byId && byId.name === m.card.name ? byId : m.card;
      r.add({ count: qty, card: chosen, via: m.via, written: name }, undefined);
    }
  }
  return r.finish(options);
}

export const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
