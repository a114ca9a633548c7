import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Nurgle's Pestilence", () => {
  it('deals 1 damage to every unit, 2 to corrupted ones (Toughness still cancels)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ["Nurgle's Pestilence"], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'a', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'b' }, { card: 'Hammerer of Karak Azul', as: 'h' }] }, quest: { cards: [{ card: 'Dark Zealot', as: 'z', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: "Nurgle's Pestilence" }],
      expect: { '@a.damage': 2, '@b.damage': 1, '@h.damage': 0, '@z.damage': 2, 'p1.discard': ["Nurgle's Pestilence"] },
    });
  });
});
