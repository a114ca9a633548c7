import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Rodrik's Raiders", () => {
  it('when it enters play, turns a target support card facedown into a development', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: "Rodrik's Raiders", as: 'r' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Troll Den', as: 't' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@r', zone: 'kingdom' },
        { type: 'use', card: '@r', ability: 0 },
      ],
      expect: { '@t.dev': true, '@t.faceDown': true, '@t.loc': 'kingdom', '@t.controller': 2, 'p2.kingdom.developments': 1, 'p2.kingdom.supports': [] },
    });
  });

  it('has nothing to target without a support card in play, and no use later in the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: "Rodrik's Raiders", as: 'r' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@r', zone: 'kingdom' }, { type: 'use', card: '@r', ability: 0, illegal: 'no legal target' }],
    });
  });
});
