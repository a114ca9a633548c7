import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Hidden Grove', () => {
  it("units (either player's) in a zone without developments count no power; supports and units where a development is keep theirs", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          capital: 'empire',
          kingdom: { cards: [{ card: 'Hidden Grove', as: 'g' }, { card: 'Mountain Brigade', as: 'k' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }], developments: ['Mountain Brigade'] },
        },
        {
          kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o1' }] },
          quest: { cards: [{ card: 'Black Orc Squad', as: 'o2' }], developments: ['Mountain Brigade'] },
        },
        ['empire', 'orc'],
      ),
      decisions: [],
      expect: { '@k.power': 0, '@q.power': 2, '@o1.power': 0, '@o2.power': 1, '@g.power': 1 },
    });
  });

  it('a battlefield unit has 0 power until a development is played into its zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ capital: 'empire', hand: ['Mountain Brigade'], kingdom: { cards: ['Hidden Grove'] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } }, {}, ['empire', 'orc']),
      decisions: [
        { expect: { '@b.power': 0 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
      ],
      expect: { '@b.power': 2 },
    });
  });

  it('without the Grove, units keep their power', () => {
    expectScenario({
      phase: 'capital',
      players: board({ capital: 'empire', hand: ['Hidden Grove'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } }, {}, ['empire', 'orc']),
      decisions: [],
      expect: { '@k.power': 2 },
    });
  });
});
