import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// P2 (active) uses one of his Lobber Crews: P1 sacrifices one of his units (his choice). P1 is
// asked only once he could play Stand Your Ground (a Dwarf unit of his entered his pile this turn).
const lobbed = (victim: string) =>
  [
    { type: 'use', card: 'Lobber Crew', ability: 'action', player: 2 },
    { type: 'pass', player: 2 },
    { type: 'target', target: victim, player: 1 },
  ] as const;

describe('Stand Your Ground', () => {
  it('puts a Dwarf unit card that entered your discard pile this turn into play, in the zone you pick as it resolves', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        {
          resources: 1,
          hand: ['Stand Your Ground'],
          discard: [{ card: 'Hammerer of Karak Azul', as: 'old' }],
          kingdom: { cards: [{ card: 'Defender of the Hold', as: 'dh' }, { card: 'Huntsmen', as: 'hu' }, { card: 'Mountain Legion', as: 'ml' }, 'Mountain Brigade'] },
        },
        { kingdom: { cards: ['Lobber Crew', 'Lobber Crew', 'Lobber Crew'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        ...lobbed('@hu'),
        ...lobbed('@dh'),
        { type: 'pass', player: 1 },
        { type: 'use', card: 'Lobber Crew', ability: 'action', player: 2 },
        { type: 'pass', player: 1 }, // P2 has nothing left to do: the chain resolves
        { type: 'target', target: '@ml', player: 1 },
        { expect: { '@dh.loc': 'discard', '@hu.loc': 'discard', '@ml.loc': 'discard', 'p2.discard.count': 3 } },
        { type: 'play', card: 'Stand Your Ground', player: 1 },
        // only your Dwarf unit cards that entered your pile this turn: not the Empire unit, not the one there since before
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@dh' }, { type: 'target', target: '@ml' }], exclude: [{ type: 'target', target: '@hu' }, { type: 'target', target: '@old' }, { type: 'target', target: 'Lobber Crew' }] },
          },
        },
        { type: 'target', target: '@ml' },
        // the zone is picked on resolution, among your own zones only
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'quest', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      // (the turn then runs on: P1 collects 5 in his turn 4 on top of the 0 left after paying 1)
      expect: { turn: 4, '@ml.loc': 'quest', '@ml.controller': 1, '@dh.loc': 'discard', 'p1.quest.units': ['Mountain Legion'], 'p1.resources': 5, log: ["P1 plays Stand Your Ground", "enters play in P1's quest"] },
    });
  });

  it('a Dwarf unit in your discard pile since before this turn is no legal target', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Stand Your Ground', 'Mountain Brigade'], discard: ['Defender of the Hold'], kingdom: { cards: ['Mountain Brigade'] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Stand Your Ground', illegal: 'no legal target' }],
    });
  });

  it('a target that has left your discard pile by the time it resolves is no longer valid: the effect fails', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 2, hand: ['Stand Your Ground', 'Stand Your Ground'], kingdom: { cards: [{ card: 'Defender of the Hold', as: 'dh' }, 'Mountain Brigade'] } },
        { kingdom: { cards: ['Lobber Crew'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: 'Lobber Crew', ability: 'action', player: 2 },
        { type: 'target', target: '@dh', player: 1 },
        { type: 'play', card: 'Stand Your Ground', player: 1 },
        // P2 has nothing to answer with; P1 plays his second copy on the same card
        { type: 'play', card: 'Stand Your Ground', player: 1 },
        // the second copy resolves first (the Defender may enter play only in a battlefield: that zone is picked for him)
        { expect: { '@dh.loc': 'battlefield', log: ['its targets are no longer valid; the effect fails'] } },
      ],
    });
  });

  it('offers only the zones the unit can enter (at most one Hero per zone)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, hand: ['Stand Your Ground'], kingdom: { cards: [{ card: 'Durgnar the Bold', as: 'du' }, 'Mountain Brigade'] }, quest: { cards: ['King Kazador'] } },
        { kingdom: { cards: ['Lobber Crew'] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: 'Lobber Crew', ability: 'action', player: 2 },
        { type: 'target', target: '@du', player: 1 },
        { type: 'play', card: 'Stand Your Ground', player: 1 },
        // a Hero is in his quest zone: only the kingdom and the battlefield
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'quest', owner: 1 }] } } },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@du.loc': 'battlefield' } },
      ],
    });
  });
});
