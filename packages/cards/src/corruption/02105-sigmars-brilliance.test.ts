import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Sigmar's Brilliance", () => {
  it('moves any number of your units and supports, one at a time, into your other zones', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ["Sigmar's Brilliance", 'Mountain Brigade'], kingdom: { cards: [{ card: 'Peasant Militia', as: 'pm' }, { card: 'Church of Sigmar', as: 'cs' }, 'Nuln Tinkerers'] }, quest: { cards: [{ card: 'Pistoliers', as: 'p' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Sigmar's Brilliance" },
        { expect: { options: { exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@pm' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { type: 'target', target: '@cs' },
        { type: 'target', target: 'quest', owner: 1 },
        // a card moved once is not offered again
        { expect: { options: { exclude: [{ type: 'target', target: '@pm' }] } } },
        { type: 'pass' },
      ],
      expect: { '@pm.loc': 'battlefield', '@cs.loc': 'quest', '@p.loc': 'quest', '@b.loc': 'kingdom' },
    });
  });
});
