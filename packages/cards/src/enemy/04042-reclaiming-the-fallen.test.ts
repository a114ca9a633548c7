import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Reclaiming the Fallen', () => {
  it('puts every unit of your discard pile into the zone you choose; they are sacrificed as the phase ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Reclaiming the Fallen', as: 'r' }, 'Mountain Brigade'],
          kingdom: { cards: ['Mountain Brigade'] },
          discard: [{ card: 'Black Orc Squad', as: 'u1' }, { card: 'Troll Vomit', as: 't' }, { card: 'Hammerer of Karak Azul', as: 'u2' }],
        },
        { discard: [{ card: 'Chaos Knights', as: 'theirs' }] },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@r' },
        // one of his own zones
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] },
          },
        },
        { type: 'target', target: 'kingdom', owner: 1 },
        // only his own unit cards; all of them must go
        { expect: { options: { include: [{ type: 'target', target: '@u1' }, { type: 'target', target: '@u2' }], exclude: [{ type: 'target', target: '@t' }, { type: 'target', target: '@theirs' }, { type: 'pass' }] } } },
        { type: 'target', target: '@u2' },
        { expect: { '@u1.loc': 'kingdom', '@u2.loc': 'kingdom', '@t.loc': 'discard', '@theirs.loc': 'discard', 'p1.kingdom.units': ['Black Orc Squad', 'Hammerer of Karak Azul', 'Mountain Brigade'] } },
        // the capital phase ends
        { type: 'pass' },
        // two delayed sacrifices at once: P1 orders them
        { expect: { prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 },
      ],
      expect: { '@u1.loc': 'discard', '@u2.loc': 'discard', 'p1.kingdom.units': ['Mountain Brigade'] },
    });
  });

  it('a unit that cannot enter that zone stays in the pile (Defender of the Hold: Battlefield only); one that left play meanwhile is not sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 12,
          hand: [{ card: 'Reclaiming the Fallen', as: 'r' }, { card: 'Called Back', as: 'cb' }, 'Mountain Brigade'],
          discard: [{ card: 'Defender of the Hold', as: 'u1' }, { card: 'Mountain Brigade', as: 'u2' }],
        },
        {},
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@r' },
        { type: 'target', target: 'quest', owner: 1 },
        { type: 'target', target: '@u1' },
        // (the Brigade, the last one, goes by itself)
        { expect: { '@u2.loc': 'quest', '@u1.loc': 'discard', log: ['cannot be put into play'] } },
        // (the Brigade is the only unit in play: Called Back targets it by itself)
        { type: 'play', card: '@cb' },
        { type: 'pass' },
        { expect: { '@u2.loc': 'hand' } },
        { type: 'pass' },
      ],
      expect: { '@u2.loc': 'hand' },
    });
  });

  it('cannot be played with no unit in your discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Reclaiming the Fallen', as: 'r' }, 'Mountain Brigade'], discard: ['Troll Vomit'] }, { discard: ['Chaos Knights'] }, ['dwarf', 'chaos']),
      decisions: [{ type: 'play', card: '@r', illegal: 'could not resolve' }],
    });
  });
});
