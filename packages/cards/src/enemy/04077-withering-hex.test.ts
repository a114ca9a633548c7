import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Withering Hex', () => {
  it("goes onto a Building support card of either player, not onto another support or a unit; the Building has 1 power less", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Withering Hex', as: 'w' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Higher Ground', as: 'hg' }] } },
        { kingdom: { cards: [{ card: 'Temple of Shallya', as: 't' }] } },
        ['dark-elf', 'empire'],
      ),
      decisions: [
        { expect: { 'p2.kingdom.power': 5 } },
        { type: 'play', card: '@w', zone: 'kingdom', target: '@m', illegal: 'cannot be attached' },
        { type: 'play', card: '@w', zone: 'kingdom', target: '@hg', illegal: 'cannot be attached' },
        { type: 'play', card: '@w', zone: 'kingdom', target: '@t' },
      ],
      // cost 1 + 2 loyalty less the capital's Dark Elf symbol
      expect: { '@w.loc': 'kingdom', '@w.controller': 1, '@t.power': 1, 'p2.kingdom.power': 4, 'p1.resources': 3 },
    });
  });

  it('a Building with one power icon has none', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Armoury', as: 'a' }, { card: 'Withering Hex', attachedTo: '@a' }] } },
        {},
        ['dark-elf', 'empire'],
      ),
      decisions: [],
      expect: { '@a.power': 0, 'p1.kingdom.power': 3 },
    });
  });
});
