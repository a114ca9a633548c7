import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Rodrik's Raiders", () => {
  it('after it enters play, turns a target support card facedown into a development where it is (its tokens go)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: "Rodrik's Raiders", as: 'r' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Garden of Morr', as: 't', tokens: 2 }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@r', zone: 'kingdom' },
        { type: 'use', card: '@r', ability: 'action' },
      ],
      expect: { '@t.dev': true, '@t.faceDown': true, '@t.loc': 'kingdom', '@t.controller': 2, '@t.tokens': 0, 'p2.kingdom.developments': 1, 'p2.kingdom.supports': [], '@m.dev': false },
    });
  });

  it('an attachment it turns is attached to nothing any more: it stays when its former host leaves play', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 20,
          hand: [{ card: "Rodrik's Raiders", as: 'r' }, { card: 'Troll Vomit', as: 'v' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Protective Spites', as: 'ps', attachedTo: '@m', tokens: 3 }] },
        },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@r', zone: 'battlefield' },
        { type: 'pass' },
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'pass' },
        { expect: { '@ps.dev': true, '@ps.tokens': 0, 'p1.kingdom.developments': 1 } },
        { type: 'play', card: '@v' },
      ],
      expect: { '@m.loc': 'discard', '@r.loc': 'discard', '@ps.loc': 'kingdom', 'p1.kingdom.developments': 1 },
    });
  });

  it('an opponent\'s attachment on your unit would be a development its owner does not control: it is discarded (FAQ)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: "Rodrik's Raiders", as: 'r' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Protective Spites', as: 'ps', attachedTo: '@m', owner: 2 }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@r', zone: 'kingdom' }, { type: 'use', card: '@r', ability: 'action' }],
      expect: { '@ps.loc': 'discard', 'p2.discard': ['Protective Spites'], 'p1.kingdom.developments': 0, '@m.loc': 'kingdom' },
    });
  });

  it('has nothing to target without a support card in play, and no use later in the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: "Rodrik's Raiders", as: 'r' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'], developments: ['Garden of Morr'] } }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@r', zone: 'kingdom' }, { type: 'use', card: '@r', ability: 'action', illegal: 'no legal target' }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], kingdom: { cards: [{ card: "Rodrik's Raiders", as: 'r' }] } }, { kingdom: { cards: ['Garden of Morr'] } }, ['empire', 'orc']),
      decisions: [{ type: 'use', card: '@r', ability: 'action', illegal: 'first opportunity after its trigger' }],
    });
  });
});
