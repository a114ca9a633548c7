/** Wood Elf board: once the first player is known, put your top deck card facedown as a development
 * into your kingdom, then battlefield, then quest. */
import { placeInZone, type CapitalDef } from '@invasion/engine';

export const woodElfBoard: Partial<CapitalDef> = {
  setup(state, p) {
    for (const zone of ['kingdom', 'battlefield', 'quest'] as const) {
      const top = state.players[p].deck.at(-1);
      if (top === undefined) return;
      placeInZone(state, top, p, zone, true);
    }
  },
};
