import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('A Noble Quest', () => {
  it('puts 1 resource token on a quest a unit is questing on (either player\'s; chosen as it resolves)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: [{ card: 'A Noble Quest', as: 'n' }, 'Mountain Brigade'],
          quest: { cards: [{ card: 'Repair the Waystones', as: 'q1', tokens: 1 }, { card: 'Mountain Brigade', questing: '@q1' }, { card: 'Defend the Border', as: 'empty' }] },
        },
        { quest: { cards: [{ card: 'Reclaim the Hold', as: 'q2' }, { card: 'Hammerer of Karak Azul', questing: '@q2' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@n' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@q1' }, { type: 'target', target: '@q2' }], exclude: [{ type: 'target', target: '@empty' }] } } },
        { type: 'target', target: '@q1' },
      ],
      expect: { '@q1.tokens': 2, '@q2.tokens': 0, '@empty.tokens': 0 },
    });
  });

  it('cannot be played with no unit questing anywhere', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: [{ card: 'A Noble Quest', as: 'n' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Defend the Border', as: 'empty' }, 'Mountain Brigade'] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@n', illegal: '' }],
    });
  });
});
