/**
 * The deck being built (a capital and copies of catalogue cards), the server's check of it
 * (`deck:check`: legality, what the engine cannot play yet, statistics, the list as text), and the
 * decks saved in this browser, which the lobby offers to play with.
 */
import { create } from 'zustand';
import { useStore } from '../net/store';

export interface DeckCheck {
  legal: boolean;
  playable: boolean;
  capital: string | null;
  capitalReason: string | null;
  cards: string[];
  problems: { code: string; message: string; card?: string }[];
  warnings: { code: string; message: string; card?: string }[];
  unimplemented: { id: string; name: string; copies: number }[];
  stats: {
    total: number;
    byType: Record<string, number>;
    costCurve: Record<string, number>;
    averageCost: number;
    loyalty: { total: number; byRace: Record<string, number> };
    power: { units: number; supports: number; total: number };
  };
  text: string;
}

export interface SavedDeck {
  name: string;
  text: string;
  updatedAt: number;
}

/** The copies any card may have (the tournament rules; the server's check names any other limit). */
export const MAX_COPIES = 3;
interface DeckStore {
  open: boolean;
  name: string;
  capital: string | null;
  counts: Record<string, number>;
  format: 'tournament' | 'casual';
  check: DeckCheck | null;
  saved: SavedDeck[];
  setOpen(open: boolean): void;
  setName(name: string): void;
  setCapital(capital: string | null): void;
  setFormat(format: 'tournament' | 'casual'): void;
  add(id: string, delta: number): void;
  clear(): void;
  /** Reads a decklist (any format the server reads) into the builder. */
  importList(text: string): Promise<void>;
  /** The account's decks, from the server. */
  refreshSaved(): Promise<void>;
  save(): Promise<void>;
  remove(name: string): Promise<void>;
  edit(deck: SavedDeck): Promise<void>;
}

const cardsOf = (counts: Record<string, number>): string[] => Object.entries(counts).flatMap(([id, n]) => Array<string>(n).fill(id));

let checking = 0;

export const useDecks = create<DeckStore>((set, get) => {
  /** Asks the server about the deck as it is now; only the answer to the last question is kept. */
  const recheck = async () => {
    const mine = ++checking;
    const { capital, counts, format } = get();
    const r = await useStore.getState().request('deck:check', { deck: { capital, cards: cardsOf(counts) }, format });
    if (mine === checking && r.ok) set({ check: r as unknown as DeckCheck });
  };
  const fromIds = (capital: string | null, ids: string[]) => {
    const counts: Record<string, number> = {};
    for (const id of ids) counts[id] = (counts[id] ?? 0) + 1;
    set({ capital, counts });
  };
  return {
    open: false,
    name: '',
    capital: 'dwarf',
    counts: {},
    format: 'tournament',
    check: null,
    saved: [],
    setOpen: (open) => {
      set({ open });
      if (open) {
        void recheck();
        void get().refreshSaved();
      }
    },
    setName: (name) => set({ name }),
    setCapital: (capital) => {
      set({ capital });
      void recheck();
    },
    setFormat: (format) => {
      set({ format });
      void recheck();
    },
    add: (id, delta) => {
      const counts = { ...get().counts };
      const n = Math.max(0, Math.min(MAX_COPIES, (counts[id] ?? 0) + delta));
      if (n === 0) delete counts[id];
      else counts[id] = n;
      set({ counts });
      void recheck();
    },
    clear: () => {
      set({ counts: {} });
      void recheck();
    },
    async importList(text) {
      const r = await useStore.getState().request('deck:check', { deck: text, format: get().format });
      if (!r.ok) return;
      const c = r as unknown as DeckCheck;
      fromIds(c.capital ?? get().capital, c.cards);
      set({ check: c });
    },
    async refreshSaved() {
      const r = await useStore.getState().request('deck:list');
      if (r.ok) set({ saved: r.decks as SavedDeck[] });
    },
    async save() {
      const { name, check } = get();
      if (!name.trim() || !check?.text) return;
      const r = await useStore.getState().request('deck:save', { name: name.trim(), text: check.text });
      if (r.ok) set({ saved: r.decks as SavedDeck[] });
    },
    async remove(name) {
      const r = await useStore.getState().request('deck:delete', { name });
      if (r.ok) set({ saved: r.decks as SavedDeck[] });
    },
    async edit(deck) {
      set({ name: deck.name });
      await get().importList(deck.text);
    },
  };
});
