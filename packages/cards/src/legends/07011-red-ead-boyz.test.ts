import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Red 'Ead Boyz", () => {
  it('entering play, its controller may deal 1 damage to every unit of printed cost 3 or less, both sides', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Red 'Ead Boyz"], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, 'Orc Shaman'] } },
        { kingdom: { cards: [{ card: 'Dark Zealot', as: 'dz' }, { card: 'Chaos Knights', as: 'ck' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: "Red 'Ead Boyz", zone: 'kingdom' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: "Red 'Ead Boyz", ability: 'action' }] } } },
        { type: 'use', card: "Red 'Ead Boyz", ability: 'action' },
      ],
      // Black Orc Squad and Dark Zealot cost 3; Chaos Knights cost more; the Boyz (cost 5) are spared
      expect: { '@bos.damage': 1, '@dz.damage': 1, '@ck.damage': 0 },
    });
  });

  it('is optional and only at the first opportunity', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Red 'Ead Boyz"], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'bos' }, 'Orc Shaman'] } },
        { kingdom: { cards: [{ card: 'Dark Zealot', as: 'dz' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: "Red 'Ead Boyz", zone: 'kingdom' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@bos.damage': 0, '@dz.damage': 0 },
    });
  });
});
