import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Seeking New Slaves', () => {
  it('has no target among units that were already in the discard pile before this turn, nor units in play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Seeking New Slaves', as: 's' }, 'Mountain Brigade'] },
        { kingdom: { cards: ['Black Orc Squad'] }, discard: ['Mountain Brigade'] },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@s', illegal: 'no legal target' }],
    });
  });

  it('puts an opponent\'s unit destroyed this turn into play in your chosen zone, under your control, corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Troll Vomit', as: 'v' }, { card: 'Seeking New Slaves', as: 's' }, 'Mountain Brigade'] },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, discard: [{ card: 'Black Orc Squad', as: 'old' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@v' },
        { type: 'play', card: '@s' },
        // the only unit that entered P2's discard pile this turn is chosen for P1; now the zone
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@m.loc': 'quest', '@m.controller': 1, '@m.corrupt': true, 'p1.quest.units': ['Mountain Brigade'] },
    });
  });
});
