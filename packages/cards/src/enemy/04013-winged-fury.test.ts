import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Winged Fury', () => {
  it("gains 1 power per corrupted unit the opponent controls, in any zone; its controller's own corrupted units do not count", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Seduced by Darkness'], battlefield: { cards: [{ card: 'Winged Fury', as: 'w' }, { card: 'Mountain Brigade', corrupt: true }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', corrupt: true }, { card: 'Mountain Brigade', as: 'm' }] }, quest: { cards: [{ card: 'Dwarf Ranger', corrupt: true }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { '@w.power': 4 } },
        // one more corrupted there: one more power
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@m' },
      ],
      expect: { '@w.power': 5 },
    });
  });

  it('has its printed power with no corrupted opposing unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Winged Fury', as: 'w' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ expect: { '@w.power': 2 } }],
    });
  });
});
