import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Melekh the Changer', () => {
  it("gets +1 power per corrupted card the opponent controls (not for his controller's own)", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Seduced by Darkness'], kingdom: { cards: [{ card: 'Melekh the Changer', as: 'm' }, { card: 'Black Orc Squad', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', corrupt: true }, { card: 'Mountain Brigade', as: 'u' }] }, quest: { cards: [{ card: 'Black Orc Squad', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { '@m.power': 3 } },
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@u' },
      ],
      expect: { '@m.power': 4 },
    });
  });
});
