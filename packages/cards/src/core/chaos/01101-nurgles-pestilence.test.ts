import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Nurgle's Pestilence", () => {
  it("deals 1 damage to every unit of both players, 2 to corrupted ones, at once (Toughness still cancels)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Nurgle's Pestilence"], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a', corrupt: true }] }, battlefield: { cards: [{ card: 'Savage Marauders', as: 's' }] } },
        {
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }, { card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Hammerer of Karak Azul', as: 'hc', corrupt: true }] },
          quest: { cards: [{ card: 'Dark Zealot', as: 'z', corrupt: true }] },
        },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: "Nurgle's Pestilence" }],
      expect: {
        '@a.damage': 2,
        '@s.loc': 'discard',
        '@b.damage': 1,
        '@h.damage': 0,
        '@hc.damage': 1,
        '@z.damage': 2,
        'p1.discard': ["Nurgle's Pestilence", 'Savage Marauders'],
        'p2.kingdom.damage': 0,
      },
    });
  });
});
