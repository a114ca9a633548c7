import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Seduced by Darkness', () => {
  it("corrupts one target unit of either player; an already corrupted unit is no target", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Seduced by Darkness', 'Seduced by Darkness'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Black Orc Squad', as: 'c', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Seduced by Darkness' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@c' }] } } },
        { type: 'target', target: '@m' },
        { type: 'pass' },
        { expect: { '@m.corrupt': true, '@own.corrupt': false, 'p1.discard': ['Seduced by Darkness'] } },
        { type: 'play', card: 'Seduced by Darkness' }, // only its own unit is left to target
      ],
      expect: { '@own.corrupt': true },
    });
  });

  it('cannot be played without an uncorrupted unit to target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Seduced by Darkness'] }, { kingdom: { cards: [{ card: 'Black Orc Squad', corrupt: true }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Seduced by Darkness', illegal: 'no legal target' }],
    });
  });
});
