import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Stand Your Ground', () => {
  it('returns to play a Dwarf unit that reached your discard pile during this turn, in the zone you pick', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, hand: ['Stand Your Ground'], kingdom: { cards: [{ card: 'Runesmith', as: 'rs' }, 'Mountain Brigade'] } },
        { resources: 5, hand: ['Flames of Tzeentch', 'Mountain Brigade'], quest: { cards: ['Dark Zealot', 'Dark Zealot'] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 1, player: 2 },
        { type: 'target', target: '@rs' },
        { type: 'pass', player: 1 },
        { expect: { '@rs.loc': 'discard' } },
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Stand Your Ground', player: 1 },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@rs.loc': 'quest', '@rs.damage': 0, log: ["P1 plays Stand Your Ground", "is put into play in P1's quest"] },
    });
  });

  it('a Dwarf unit already in the discard pile before this turn is no legal target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Stand Your Ground', 'Mountain Brigade'], discard: ['Runesmith'], kingdom: { cards: ['Mountain Brigade'] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Stand Your Ground', illegal: 'no legal target' }],
    });
  });
});
