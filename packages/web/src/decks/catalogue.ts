/** The card catalogue's facts (never card text) and the capital boards, fetched once from the server (`GET /api/catalogue`). */
export interface CatalogueCard {
  id: string;
  name: string;
  packName: string;
  type: string;
  race: string;
  cost: number | 'X' | null;
  loyalty: number;
  power: number | null;
  hitPoints: number | null;
  traits: string[];
  unique: boolean;
  hero: boolean;
  keywords: Record<string, number | true>;
  implemented: boolean;
}

export interface Capital {
  id: string;
  name: string;
  race: string;
}

export interface Catalogue {
  cards: CatalogueCard[];
  byId: Map<string, CatalogueCard>;
  capitals: Capital[];
}

let loading: Promise<Catalogue> | null = null;

export function loadCatalogue(): Promise<Catalogue> {
  loading ??= fetch('/api/catalogue')
    .then((r) => {
      if (!r.ok) throw new Error(`the catalogue could not be loaded (${r.status})`);
      return r.json() as Promise<{ cards: CatalogueCard[]; capitals: Capital[] }>;
    })
    .then((c) => ({ ...c, byId: new Map(c.cards.map((x) => [x.id, x])) }))
    .catch((e: unknown) => {
      loading = null;
      throw e;
    });
  return loading;
}

export interface Filters {
  text: string;
  race: string;
  type: string;
  pack: string;
  maxCost: string;
  implementedOnly: boolean;
}

export const NO_FILTERS: Filters = { text: '', race: '', type: '', pack: '', maxCost: '', implementedOnly: true };

/** Cards matching the filters: the name or a trait contains the text (any case). */
export function search(cards: readonly CatalogueCard[], f: Filters, limit = 80): CatalogueCard[] {
  const text = f.text.trim().toLowerCase();
  const max = f.maxCost === '' ? Infinity : Number(f.maxCost);
  const out: CatalogueCard[] = [];
  for (const c of cards) {
    if (f.implementedOnly && !c.implemented) continue;
    if (f.race && c.race !== f.race) continue;
    if (f.type && c.type !== f.type) continue;
    if (f.pack && c.packName !== f.pack) continue;
    if (typeof c.cost === 'number' && c.cost > max) continue;
    if (text && !c.name.toLowerCase().includes(text) && !c.traits.some((t) => t.toLowerCase().includes(text))) continue;
    out.push(c);
    if (out.length >= limit) break;
  }
  return out;
}
