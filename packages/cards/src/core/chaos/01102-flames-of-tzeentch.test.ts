import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Flames of Tzeentch', () => {
  it('deals X damage to a target unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Flames of Tzeentch'] }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Flames of Tzeentch', x: 3 }],
      expect: { '@m.damage': 3, 'p1.discard': ['Flames of Tzeentch'] },
    });
  });

  it("cannot be played during the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ resources: 10, hand: ['Flames of Tzeentch', 'Seduced by Darkness'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'play', card: 'Flames of Tzeentch', x: 1 }] } } },
        { type: 'play', card: 'Flames of Tzeentch', x: 1, illegal: 'cannot be used now' },
      ],
    });
  });
});
