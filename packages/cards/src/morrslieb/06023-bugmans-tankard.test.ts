import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Bugman's Tankard", () => {
  it('gives its Dwarf host +1 hit points per development in its zone, and grows as the zone is developed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: "Bugman's Tankard", as: 't' }, { card: 'Mountain Brigade', as: 'dev' }],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }], developments: ['01001', '01001'] },
          quest: { developments: ['01001', '01001', '01001'] },
        },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { '@m.hitPoints': 6 } },
        { type: 'play', card: '@t', zone: 'kingdom', target: '@m' },
        // the kingdom's 2 developments count, not the quest zone's 3
        { expect: { '@m.hitPoints': 8, '@t.loc': 'kingdom' } },
        { type: 'develop', card: '@dev', zone: 'kingdom' },
        { expect: { '@m.hitPoints': 9 } },
      ],
    });
  });

  it('goes only onto a Dwarf unit you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: "Bugman's Tankard", as: 't' }],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'The Greatswords', as: 'g' }] },
        },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'om' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@t', zone: 'kingdom', target: '@g', illegal: '' },
        { type: 'play', card: '@t', zone: 'kingdom', target: '@om', illegal: '' },
        { type: 'play', card: '@t', zone: 'kingdom', target: '@m' },
      ],
      expect: { '@t.loc': 'kingdom', '@m.hitPoints': 6 },
    });
  });
});
