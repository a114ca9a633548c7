import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Greyseer's Lair", () => {
  it('in the kingdom: the first Skaven card you play each turn costs 1 less; the next one full price', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Black Orc Squad', { card: 'Clan Rats', as: 'r1' }, { card: 'Clan Rats', as: 'r2' }], kingdom: { cards: [{ card: "Greyseer's Lair", as: 'gl' }] } },
        {},
        ['skaven', 'orc'],
      ),
      decisions: [
        // not a Skaven card: full price, and the reduction waits
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        { expect: { 'p1.resources': 2 } },
        { type: 'play', card: '@r1', zone: 'kingdom' },
        { expect: { 'p1.resources': 1 } },
        { type: 'play', card: '@r2', zone: 'kingdom', illegal: '' },
      ],
    });
  });

  it('a Skaven card played facedown as a development is no Skaven card: the reduction is still there', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: 'Clan Rats', as: 'dev' }, { card: 'Clan Rats', as: 'r' }], kingdom: { cards: [{ card: "Greyseer's Lair", as: 'gl' }] } },
        {},
        ['skaven', 'orc'],
      ),
      decisions: [
        { type: 'develop', card: '@dev', zone: 'quest' },
        { expect: { 'p1.quest.developments': 1, 'p1.resources': 1 } },
        { type: 'play', card: '@r', zone: 'kingdom' },
      ],
      expect: { '@r.loc': 'kingdom', 'p1.resources': 0 },
    });
  });

  it('works for a Skaven support card too, and not from another zone', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Warp Lightning Cannon', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: "Greyseer's Lair" }] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Warp Lightning Cannon', zone: 'kingdom', target: '@b' }],
      expect: { 'p1.resources': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Clan Rats', 'Mountain Brigade'], quest: { cards: [{ card: "Greyseer's Lair" }] } }, {}, ['skaven', 'orc']),
      decisions: [{ type: 'play', card: 'Clan Rats', zone: 'kingdom' }],
      expect: { 'p1.resources': 0 },
    });
  });
});
