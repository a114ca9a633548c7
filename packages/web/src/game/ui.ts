/** What the board shows besides the game itself: the selected card (two-step input) and the card previewed. */
import { create } from 'zustand';
import type { ClientCard } from '@invasion/engine';

interface Ui {
  /** A card whose options are shown in the action bar (its zones, amounts ...). */
  selected: number | null;
  preview: ClientCard | null;
  discardOpen: 0 | 1 | null;
  select(id: number | null): void;
  show(card: ClientCard | null): void;
  openDiscard(p: 0 | 1 | null): void;
}

export const useUi = create<Ui>((set) => ({
  selected: null,
  preview: null,
  discardOpen: null,
  select: (selected) => set({ selected }),
  show: (preview) => set({ preview }),
  openDiscard: (discardOpen) => set({ discardOpen }),
}));
