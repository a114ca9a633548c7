/**
 * Cards as the player sees them in his view: finding one by what he typed, naming it, and its
 * facts for `info` (the catalogue's, through cardInfo.ts, plus its state now).
 */
import type { ClientCard, ClientView, PlayerId, ZoneName } from '@invasion/engine';
import { normalizeName } from '@invasion/decks';
import { candidateLine, cardInfo, cardInfoData, findCards } from '../cardInfo.js';

export const ZONE_ORDER: readonly ZoneName[] = ['kingdom', 'quest', 'battlefield'];

/** Every card the view shows, by its view id (hand, zones, attachments, legends, discard piles, chain, revealed). */
export function cardsInView(view: ClientView): Map<number, ClientCard> {
  const all = new Map<number, ClientCard>();
  const add = (c: ClientCard | null) => {
    if (c && !all.has(c.id)) all.set(c.id, c);
  };
  for (const pl of view.players) {
    for (const c of pl.hand ?? []) add(c);
    for (const z of ZONE_ORDER) for (const c of pl.zones[z].cards) add(c);
    add(pl.legend);
    for (const c of pl.legendAttachments) add(c);
    add(pl.deckTop);
    for (const c of pl.discard) add(c);
  }
  for (const l of view.chain) add(l.card);
  for (const c of view.revealed) add(c);
  return all;
}

/** Where a card is, from the viewer's side ("your hand", "the opponent's quest"). */
export function placeOf(c: ClientCard, me: PlayerId | 'spectator'): string {
  const whose = (p: PlayerId) => (me === 'spectator' ? `P${p + 1}'s` : p === me ? 'your' : "the opponent's");
  switch (c.loc) {
    case 'hand':
      return `${whose(c.owner)} hand`;
    case 'deck':
      return `${whose(c.owner)} deck`;
    case 'discard':
      return `${whose(c.owner)} discard pile`;
    case 'chain':
      return 'the chain';
    case 'legend':
      return `${whose(c.controller)} legend`;
    case 'removed':
      return 'out of the game';
    default:
      return `${whose(c.controller)} ${c.loc}`;
  }
}

/** "Dwarf Ranger" or "a facedown card". */
export function nameOf(c: ClientCard | undefined): string {
  if (!c) return 'a card';
  return c.name ?? (c.faceDown || c.dev ? 'a facedown card' : 'a hidden card');
}

const key = (s: string) => normalizeName(s).replace(/ /g, '');

/** A card the player refers to: one in his view, one of the catalogue, or why none. */
export type CardRef = { kind: 'view'; card: ClientCard } | { kind: 'catalogue'; def: string } | { kind: 'none'; message: string };

/**
 * Resolves what the player typed after `info`/`why`: `#id` (a card id as the board shows it), a
 * name or part of a name among the cards he can see (his own first), else the catalogue (`info`).
 * Menu numbers are resolved by the caller, which knows the menu.
 */
export function findCard(view: ClientView, arg: string, catalogue: boolean): CardRef {
  const text = arg.trim();
  const all = cardsInView(view);
  const idm = /^#(\d+)$/.exec(text);
  if (idm) {
    const c = all.get(Number(idm[1]));
    return c ? { kind: 'view', card: c } : { kind: 'none', message: `No card #${idm[1]} is in your view.` };
  }
  const k = key(text);
  if (!k) return { kind: 'none', message: 'Which card? Type a name, a menu number or #id.' };
  const me = view.viewer;
  const named = [...all.values()].filter((c) => c.name !== undefined);
  const mineFirst = (cs: ClientCard[]) => [...cs.filter((c) => c.controller === me), ...cs.filter((c) => c.controller !== me)];
  for (const test of [(n: string) => n === k, (n: string) => n.startsWith(k), (n: string) => n.includes(k)]) {
    const hits = mineFirst(named.filter((c) => test(key(c.name!))));
    if (hits.length > 0) return { kind: 'view', card: hits[0]! };
  }
  if (!catalogue) return { kind: 'none', message: `No card you can see is called '${text}'.` };
  const r = findCards(text);
  if (r.kind === 'found') return { kind: 'catalogue', def: r.card.id };
  if (r.kind === 'ambiguous') return { kind: 'none', message: [`'${text}' matches several cards:`, ...r.candidates.slice(0, 8).map((c) => `  ${candidateLine(c)}`)].join('\n') };
  return { kind: 'none', message: [`No card is called '${text}'.`, ...(r.candidates.length ? ['Nearest names:', ...r.candidates.map((c) => `  ${candidateLine(c)}`)] : [])].join('\n') };
}

function keywordText(k: Record<string, number | true> | undefined): string {
  return Object.entries(k ?? {})
    .map(([n, v]) => `${n[0]!.toUpperCase()}${n.slice(1)}${v === true ? '' : ` ${v}`}`)
    .join(', ');
}

/** What a card is like now, from the view (one line), or null when nothing is to say. */
export function stateLine(c: ClientCard, me: PlayerId | 'spectator'): string {
  const bits = [`in ${placeOf(c, me)}`];
  if (c.cost) bits.push(`costs you ${c.cost.total} now${c.cost.loyaltyCost > 0 ? ` (${c.cost.loyaltyCost} of it loyalty)` : ''}`);
  if (c.power !== undefined) bits.push(`power ${c.power}`);
  if (c.hitPoints !== undefined) bits.push(`${c.remaining ?? c.hitPoints}/${c.hitPoints} hit points`);
  if (c.damage > 0) bits.push(`${c.damage} damage`);
  if (c.tokens > 0) bits.push(`${c.tokens} tokens`);
  if (c.corrupt) bits.push('corrupt');
  if (c.dev) bits.push('a development');
  if (c.attacking) bits.push('attacking');
  if (c.defending) bits.push('defending');
  const kw = keywordText(c.keywords);
  if (kw && c.loc !== 'hand') bits.push(kw);
  return `  ${'now'.padEnd(12)}${bits.join(' · ')}`;
}

/** `info` for a card of the view: the catalogue's facts and our text, then its state now. */
export function infoLines(ref: CardRef, me: PlayerId | 'spectator'): string[] {
  if (ref.kind === 'none') return ref.message.split('\n');
  if (ref.kind === 'catalogue') return cardInfo(ref.def);
  const c = ref.card;
  if (!c.def) return [`${nameOf(c)} in ${placeOf(c, me)}: you cannot see what it is.`];
  const lines = cardInfo(c.def).filter((l) => !/^\s+(set|status)\s/.test(l));
  lines.push(stateLine(c, me));
  return lines;
}

/** "Unit · cost 2 · power 1 · 3 hp" for a card in hand (printed values; the cost as it is now). */
export function shortFacts(c: ClientCard): string {
  if (!c.def) return nameOf(c);
  const i = cardInfoData(c.def);
  const bits = [i.type];
  bits.push(`cost ${c.cost ? c.cost.total : (i.cost ?? '-')}`);
  if (i.type === 'Unit') bits.push(`power ${c.power ?? i.power ?? 0}`, `${c.hitPoints ?? i.hitPoints ?? 0} hp`);
  const kw = keywordText(c.keywords);
  if (kw) bits.push(kw);
  return bits.join(' · ');
}

/** "unit · cost 2 · 1 pow 2 hp": a menu entry's facts (keywords are in the text line). */
export function entryFacts(c: ClientCard): string {
  if (!c.def) return '';
  const i = cardInfoData(c.def);
  const bits = [i.type.toLowerCase(), `cost ${c.cost ? c.cost.total : (i.cost ?? '-')}`];
  if (i.type === 'Unit') bits.push(`${c.power ?? i.power ?? 0} pow ${c.hitPoints ?? i.hitPoints ?? 0} hp`);
  return bits.join(' · ');
}
