/** Undead board: once the first player is known, discard the top 5 cards of your deck. */
import { putInPile, type CapitalDef } from '@invasion/engine';

export const undeadBoard: Partial<CapitalDef> = {
  setup(state, p) {
    for (let i = 0; i < 5; i++) {
      const top = state.players[p].deck.at(-1);
      if (top === undefined) return;
      putInPile(state, top, 'discard');
    }
  },
};
