import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Flames of Tzeentch', () => {
  it('deals X damage (what was paid for X) to one target unit of either player', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Flames of Tzeentch'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 3 },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@own' }] } } },
        { type: 'target', target: '@m' },
      ],
      // X 3 plus loyalty 1
      expect: { '@m.damage': 3, '@n.damage': 0, '@own.damage': 0, 'p1.resources': 6, 'p1.discard': ['Flames of Tzeentch'] },
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
