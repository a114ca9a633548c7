import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Und Dokbar', () => {
  it("supports (either player's, itself included) in a zone without developments count no power; where a development is they keep it", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          capital: 'dwarf',
          kingdom: { cards: [{ card: 'Und Dokbar', as: 'k' }, { card: 'Mountain Brigade', as: 'u' }] },
          quest: { cards: [{ card: 'Und Dokbar', as: 'q' }], developments: ['Mountain Brigade'] },
        },
        {
          kingdom: { cards: [{ card: 'Boar Pen', as: 'o1' }] },
          quest: { cards: [{ card: 'Boar Pen', as: 'o2' }], developments: ['Mountain Brigade'] },
        },
        ['dwarf', 'orc'],
      ),
      decisions: [],
      // units are untouched: the Brigade keeps its 2
      expect: { '@k.power': 0, '@q.power': 1, '@o1.power': 0, '@o2.power': 1, '@u.power': 2 },
    });
  });

  it('a development played into the zone gives its supports their power back', () => {
    expectScenario({
      phase: 'capital',
      players: board({ capital: 'dwarf', hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Und Dokbar', as: 'k' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { expect: { '@k.power': 0 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      ],
      expect: { '@k.power': 1 },
    });
  });

  it('without Und Dokbar, supports keep their power', () => {
    expectScenario({
      phase: 'capital',
      players: board({ capital: 'dwarf', hand: ['Und Dokbar'], kingdom: { cards: [{ card: 'Boar Pen', as: 'b' }] } }, {}, ['dwarf', 'orc']),
      decisions: [],
      expect: { '@b.power': 1 },
    });
  });
});
