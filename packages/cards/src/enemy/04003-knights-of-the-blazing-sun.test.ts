import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Knights of the Blazing Sun', () => {
  it('cannot be corrupted: a corrupting effect cannot pick it, and picks the other unit', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { capital: 'chaos', resources: 2, hand: ['Seduced by Darkness', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Knights of the Blazing Sun', as: 'k' }, { card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [{ type: 'play', card: 'Seduced by Darkness' }],
      expect: { '@k.corrupt': false, '@m.corrupt': true },
    });
  });

  it('with no other unit to corrupt, the corrupting tactic has no legal target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ capital: 'chaos', resources: 2, hand: ['Seduced by Darkness', 'Mountain Brigade'] }, { kingdom: { cards: [{ card: 'Knights of the Blazing Sun', as: 'k' }] } }),
      decisions: [{ type: 'play', card: 'Seduced by Darkness', illegal: 'no legal target' }],
      expect: { '@k.corrupt': false },
    });
  });

  it('enters a zone whose units enter corrupted (Warpstone Excavation) uncorrupted; another unit there is corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, hand: [{ card: 'Knights of the Blazing Sun', as: 'k' }, { card: 'Mountain Brigade', as: 'm' }], kingdom: { cards: ['Warpstone Excavation'] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@k', zone: 'kingdom' },
        { type: 'play', card: '@m', zone: 'kingdom' },
      ],
      expect: { '@k.corrupt': false, '@m.corrupt': true },
    });
  });
});
