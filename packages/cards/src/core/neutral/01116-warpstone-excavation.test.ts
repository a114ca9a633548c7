import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Warpstone Excavation', () => {
  it("makes your units enter its zone corrupted, not units entering another zone nor the opponent's", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Black Orc Squad', as: 'b2' }], battlefield: { cards: ['Warpstone Excavation', { card: 'Lobber Crew', as: 'l' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
      ),
      decisions: [
        { type: 'play', card: '@b1', zone: 'battlefield' },
        { expect: { '@b1.loc': 'battlefield', '@b1.corrupt': true, '@l.corrupt': false } },
        { type: 'play', card: '@b2', zone: 'kingdom' },
      ],
      expect: { '@b2.loc': 'kingdom', '@b2.corrupt': false, '@m.corrupt': false, 'p1.resources': 0 },
    });
  });

  it('a unit of yours moved into its zone becomes corrupted (FAQ)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: ['Warpstone Excavation'] }, battlefield: { cards: [{ card: 'Pistoliers', as: 'p' }] } }, {}, ['empire', 'orc']),
      decisions: [
        { expect: { '@p.corrupt': false } },
        { type: 'use', card: '@p', ability: 'action' },
        { type: 'target', target: 'kingdom', owner: 1 },
      ],
      expect: { '@p.loc': 'kingdom', '@p.corrupt': true },
    });
  });

  it('a development played into its zone is not corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: [{ card: 'Black Orc Squad', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: ['Warpstone Excavation'] } }),
      decisions: [{ type: 'develop', card: '@d', zone: 'kingdom' }],
      expect: { '@d.dev': true, '@d.corrupt': false },
    });
  });
});
