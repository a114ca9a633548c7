/**
 * Cards the log names but the board no longer shows (destroyed, discarded, a tactic played): their
 * facts and our description from the server (`GET /api/cards/:id`), fetched once each, as a
 * ClientCard the preview can show.
 */
import type { ClientCard, PlayerId } from '@invasion/engine';

export interface CardRef {
  id: number;
  owner: PlayerId;
  name: string;
  def: string;
}

interface CardFacts {
  id: string;
  name: string;
  type: ClientCard['type'];
  race: string;
  cost: number | 'X' | null;
  power: number;
  hitPoints: number;
  traits: string[];
  unique: boolean;
  hero: boolean;
  keywords: Record<string, number | true>;
  text: string | null;
}

const cache = new Map<string, Promise<CardFacts | null>>();

function facts(def: string): Promise<CardFacts | null> {
  let p = cache.get(def);
  if (!p) {
    p = fetch(`/api/cards/${encodeURIComponent(def)}`).then((r) => (r.ok ? (r.json() as Promise<CardFacts>) : null), () => null);
    cache.set(def, p);
  }
  return p;
}

/** Every card an event names that the reader could see, each once (by name). */
export function cardRefs(value: unknown, out: Map<string, CardRef> = new Map(), depth = 0): Map<string, CardRef> {
  if (!value || typeof value !== 'object' || depth > 4) return out;
  const v = value as Record<string, unknown>;
  if (typeof v.def === 'string' && typeof v.name === 'string' && typeof v.id === 'number') {
    if (!out.has(v.name)) out.set(v.name, v as unknown as CardRef);
    return out;
  }
  for (const child of Object.values(v)) cardRefs(child, out, depth + 1);
  return out;
}

/** A previewable card for a reference: its catalogue facts, out of play. */
export async function cardFromRef(ref: CardRef): Promise<ClientCard | null> {
  const f = await facts(ref.def);
  if (!f) return null;
  const base: ClientCard = { id: ref.id, owner: ref.owner, controller: ref.owner, loc: 'discard', faceDown: false, dev: false, damage: 0, tokens: 0, corrupt: false, attachedTo: null, attachments: [], questing: null, assigned: 0, attacking: false, defending: false };
  return { ...base, def: f.id, name: f.name, type: f.type, race: f.race, traits: f.traits, unique: f.unique, hero: f.hero, keywords: f.keywords, ...(f.text ? { text: f.text } : {}), ...(f.type === 'Unit' ? { power: f.power, hitPoints: f.hitPoints, remaining: f.hitPoints } : {}) };
}
