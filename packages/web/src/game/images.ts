/**
 * Card images a player owns, from a folder he picks (never downloaded, never sent anywhere): each
 * image file is matched to a card by a catalogue id at the start of its name ("01003.jpg",
 * "01003 Hammerer.png") or else by the card's name ("Hammerer of Karak Azul.jpg"). Kept for this
 * page only (the browser gives a page no lasting access to a folder).
 */
import { create } from 'zustand';

const IMAGE = /\.(png|jpe?g|webp|gif|avif)$/i;
export const nameKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

interface Images {
  byId: Map<string, string>;
  byName: Map<string, string>;
  load(files: FileList | File[]): void;
}

export const useImages = create<Images>((set, get) => ({
  byId: new Map(),
  byName: new Map(),
  load(files) {
    for (const url of [...get().byId.values(), ...get().byName.values()]) URL.revokeObjectURL(url);
    const byId = new Map<string, string>();
    const byName = new Map<string, string>();
    for (const f of Array.from(files)) {
      if (!IMAGE.test(f.name)) continue;
      const base = f.name.replace(IMAGE, '');
      const url = URL.createObjectURL(f);
      const id = /^(\d{5})/.exec(base)?.[1];
      if (id) byId.set(id, url);
      else byName.set(nameKey(base), url);
    }
    set({ byId, byName });
  },
}));

export function imageOf(images: Pick<Images, 'byId' | 'byName'>, card: { def?: string; name?: string }): string | undefined {
  return (card.def && images.byId.get(card.def)) || (card.name && images.byName.get(nameKey(card.name))) || undefined;
}
