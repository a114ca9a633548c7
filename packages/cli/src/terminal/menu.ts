/**
 * The numbered menu of a prompt, built from the player's options. Options about the same card
 * (play into each zone, onto each target, develop) make one entry — copies of a card in hand one
 * entry with "×2" — and picking it opens a second step with that card's options; damage to assign
 * to the same target is one entry too. Pass is entry 0 (and Enter). Every entry stands for option
 * keys: what is finally sent is always a key the player saw.
 */
import type { ClientCard, ClientOption, ClientView, ZoneName } from '@invasion/engine';
import { cardsInView, entryFacts, nameOf } from './cards.js';
import { clip } from './format.js';

export interface MenuEntry {
  /** 1-based number on screen. */
  n: number;
  label: string;
  /** The card the entry is about (for `info`, `why`, text lines). */
  card: ClientCard | null;
  /** One option: picking the entry decides; several: picking it opens the second step. */
  options: ClientOption[];
  /** Copies of this card in hand that the entry stands for. */
  copies: number;
}

export interface Menu {
  entries: MenuEntry[];
  pass: ClientOption | null;
}

const ZONE_LETTER: Record<ZoneName, string> = { kingdom: 'k', quest: 'q', battlefield: 'b' };

/** "play k q b · develop" — what a card entry leads to. */
function summary(options: readonly ClientOption[]): string {
  const plays = options.filter((o) => o.decision.type === 'play');
  const parts: string[] = [];
  if (plays.length) {
    const targeted = plays.filter((o) => o.decision.target !== undefined);
    const zones = [...new Set(plays.filter((o) => o.decision.target === undefined && o.decision.zone !== undefined).map((o) => ZONE_LETTER[o.decision.zone as ZoneName]))];
    if (targeted.length) parts.push(`play onto ${targeted.length} target${targeted.length > 1 ? 's' : ''}`);
    else if (zones.length) parts.push(`play ${zones.join(' ')}`);
    else parts.push(plays.length > 1 ? `play (${plays.length} ways)` : 'play');
  }
  if (options.some((o) => o.decision.type === 'develop')) parts.push('develop');
  const uses = options.filter((o) => o.decision.type === 'use').length;
  if (uses) parts.push(uses > 1 ? `use (${uses})` : 'use');
  return parts.join(' · ');
}

/** Options that differ only by which copy of the same card they play: same shape. */
function shape(options: readonly ClientOption[]): string {
  return options
    .map((o) => {
      const d = { ...o.decision };
      delete d.card;
      return JSON.stringify(d);
    })
    .join('|');
}

function bucketOf(o: ClientOption): string {
  const t = o.decision.type;
  if (o.card !== null && (t === 'play' || t === 'develop')) return `card:${o.card}`;
  return o.group;
}

export function buildMenu(view: ClientView, options: readonly ClientOption[]): Menu {
  const cards = cardsInView(view);
  const pass = options.find((o) => o.decision.type === 'pass') ?? null;
  const buckets = new Map<string, ClientOption[]>();
  for (const o of options) {
    if (o === pass) continue;
    const b = bucketOf(o);
    const list = buckets.get(b);
    if (list) list.push(o);
    else buckets.set(b, [o]);
  }
  const entries: MenuEntry[] = [];
  const copiesOf = new Map<string, MenuEntry>();
  for (const [b, opts] of buckets) {
    const card = opts[0]!.card !== null ? (cards.get(opts[0]!.card) ?? null) : null;
    if (b.startsWith('card:') && card) {
      const copyKey = card.loc === 'hand' && card.def ? `${card.def}|${shape(opts)}` : null;
      const same = copyKey ? copiesOf.get(copyKey) : undefined;
      if (same) {
        same.copies++;
        continue;
      }
      const entry: MenuEntry = { n: entries.length + 1, label: '', card, options: opts, copies: 1 };
      if (copyKey) copiesOf.set(copyKey, entry);
      entries.push(entry);
      continue;
    }
    entries.push({ n: entries.length + 1, label: opts.length === 1 ? opts[0]!.label : groupLabel(opts), card, options: opts, copies: 1 });
  }
  for (const e of entries) if (e.label === '') e.label = cardEntryLabel(e);
  return { entries, pass };
}

function cardEntryLabel(e: MenuEntry): string {
  const c = e.card!;
  if (e.options.length === 1 && e.options[0]!.decision.type !== 'develop') return e.options[0]!.label;
  const from = c.loc === 'discard' ? ' (discard)' : c.loc === 'deck' ? ' (deck top)' : '';
  const name = clip(`${nameOf(c)}${from}`, e.copies > 1 ? 20 : 23) + (e.copies > 1 ? ` ×${e.copies}` : '');
  return `${name.padEnd(23)} ${summary(e.options).padEnd(20)} ${entryFacts(c)}`;
}

/** Several options of one group that are not about a card to play: damage to one target in different amounts, mostly. */
function groupLabel(opts: readonly ClientOption[]): string {
  const m = /^Assign \d+ damage to (.*)$/.exec(opts[0]!.label);
  if (m) {
    const amounts = opts.map((o) => Number(o.decision.amount)).filter((n) => Number.isFinite(n));
    return `Assign ${Math.min(...amounts)}–${Math.max(...amounts)} damage to ${m[1]}`;
  }
  return `${opts[0]!.label} (+${opts.length - 1} more)`;
}

/** The second step: each option of one entry. */
export function subEntries(entry: MenuEntry): MenuEntry[] {
  return entry.options.map((o, i) => ({ n: i + 1, label: o.decision.type === 'assign' ? `${String(o.decision.amount)} damage` : o.label, card: entry.card, options: [o], copies: 1 }));
}

/** The entry's options that play (or develop) into `zone` — all of that kind when no zone is given. */
export function zoneOptions(entry: MenuEntry, type: 'play' | 'develop', zone?: ZoneName): ClientOption[] {
  return entry.options.filter((o) => o.decision.type === type && (zone === undefined || o.decision.zone === zone));
}
