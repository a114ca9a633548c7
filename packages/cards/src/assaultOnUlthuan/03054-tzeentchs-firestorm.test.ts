import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Tzeentch's Firestorm", () => {
  it('deals 2 damage to each of two different target units, any player\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        // loyalty 2, met by the capital's and the Chaos Knights' symbols: it costs its printed 4
        { resources: 6, hand: ["Tzeentch's Firestorm"], battlefield: { cards: [{ card: 'Chaos Knights', as: 'own' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: "Tzeentch's Firestorm" },
        { expect: { options: { include: [{ type: 'target', target: '@a' }, { type: 'target', target: '@own' }] } } },
        { type: 'target', target: '@a' },
        // the second target must be another unit
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@own' }], exclude: [{ type: 'target', target: '@a' }] } } },
        { type: 'target', target: '@own' },
      ],
      expect: { '@a.damage': 2, '@own.damage': 2, '@b.damage': 0, 'p1.resources': 2, 'p1.discard': ["Tzeentch's Firestorm"] },
    });
  });

  it('cannot be played with only one unit in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: ["Tzeentch's Firestorm", 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: "Tzeentch's Firestorm", illegal: 'no legal target' }],
    });
  });

  it('still damages the remaining target when the other one is gone on resolution (cost kept)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ["Tzeentch's Firestorm"] },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: "Tzeentch's Firestorm" },
        { type: 'target', target: '@lc' },
        // the Brigade is the only unit left to pick
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
      ],
      // loyalty 2 with only the capital's symbol: 4 + 1
      expect: { '@lc.loc': 'discard', '@m.damage': 2, 'p1.resources': 1, 'p1.discard': ["Tzeentch's Firestorm"] },
    });
  });
});
